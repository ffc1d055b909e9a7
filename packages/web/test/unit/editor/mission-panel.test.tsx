// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it } from "vitest";
import { setMission } from "../../../src/editor/model/ops.ts";
import { MissionPanel } from "../../../src/editor/ui/MissionPanel.tsx";
import { driver, newEditor } from "./helpers.ts";
import { editorViews } from "./mount.ts";

let host: HTMLElement;
const views = editorViews();

/** Renders the panel for an editor and re-renders it on every change, as the editor page does. */
function mount(editor: ReturnType<typeof newEditor>) {
  host = views.mount(editor, () => <MissionPanel editor={editor} mission={editor.doc.mission} />);
}

const q = <T extends Element>(sel: string) => host.querySelector(sel) as T;

/** Types into an input the way React hears it (the native value setter, then an input event). */
function type(input: HTMLInputElement, value: string) {
  act(() => {
    const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    set?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("mission panel", () => {
  it("offers survivors grouped by box, each with its unverified mark, and narrows the offer by clicks", () => {
    const editor = newEditor();
    mount(editor);
    const box = q<HTMLFieldSetElement>('[data-testid="offered-survivors"] [data-box="core2e"]');
    expect(box.querySelector("legend")?.textContent).toContain("Zombicide");
    expect(box.disabled).toBe(true);
    act(() => q<HTMLInputElement>('[data-testid="offered-survivors"] > label input').click());
    expect(editor.doc.mission.offeredSurvivors?.length).toBeGreaterThanOrEqual(6);
    act(() => q<HTMLInputElement>('[data-survivor="wanda"]').click());
    expect(editor.doc.mission.offeredSurvivors).not.toContain("wanda");
    expect(q<HTMLInputElement>('[data-survivor="wanda"]').checked).toBe(false);
    expect(box.textContent).toContain("unverified");
    driver(editor).undo();
    expect(editor.doc.mission.offeredSurvivors).toContain("wanda");
  });

  it("shows the profile's elimination rule until the mission says its own", () => {
    const editor = newEditor();
    mount(editor);
    const box = () => q<HTMLInputElement>('[data-testid="allow-eliminations"]');
    // 2E: the first survivor eliminated loses the mission; nothing is written until the author says.
    expect(box().checked).toBe(false);
    expect(editor.doc.mission.allowEliminations).toBeUndefined();
    expect(box().parentElement?.textContent).toContain("(the rules' default)");
    act(() => editor.run("mission", (doc) => setMission(doc, { ruleProfile: "classic" })));
    // Classic: lost only once nobody is left.
    expect(box().checked).toBe(true);
    act(() => box().click());
    expect(editor.doc.mission.allowEliminations).toBe(false);
    expect(box().checked).toBe(false);
    expect(box().parentElement?.textContent).not.toContain("default");
  });

  it("draws goals and lose conditions with one shared list component", () => {
    const editor = newEditor();
    mount(editor);
    const goals = q('[data-testid="goals"]');
    const lose = q('[data-testid="lose"]');
    expect(goals.querySelectorAll(".ed-row")).toHaveLength(1);
    expect(lose.querySelectorAll(".ed-row")).toHaveLength(0);
    act(() => (lose.querySelector(":scope > button") as HTMLButtonElement).click());
    expect(editor.doc.mission.lose).toEqual([{ condition: "roundLimit", round: 1 }]);
    act(() => (goals.querySelector(".ed-row button") as HTMLButtonElement).click());
    expect(editor.doc.mission.goals).toEqual([]);
  });

  it("adds, renames (with every use) and refuses a bad counter name with a message, changing nothing", () => {
    const editor = newEditor();
    editor.run("mission", (doc) =>
      setMission(doc, {
        counters: { alarm: 0 },
        lose: [{ condition: "counter", counter: "alarm", value: 6 }],
      }),
    );
    mount(editor);
    const row = () => q('[data-counter="alarm"], [data-counter="sirens"]');
    expect(row().querySelector(".ed-uses")?.textContent).toContain("Lose condition 1: reaching 6 loses");
    const name = row().querySelector("input") as HTMLInputElement;
    type(name, "Bad Name");
    act(() => name.dispatchEvent(new FocusEvent("focusout", { bubbles: true })));
    expect(host.querySelector('[role="alert"]')?.textContent).toContain("not a counter name");
    expect(Object.keys(editor.doc.mission.counters)).toEqual(["alarm"]);
    type(name, "sirens");
    act(() => name.dispatchEvent(new FocusEvent("focusout", { bubbles: true })));
    expect(editor.doc.mission.counters).toEqual({ sirens: 0 });
    expect(editor.doc.mission.lose).toEqual([{ condition: "counter", counter: "sirens", value: 6 }]);
    // The lose condition's counter select lists the declared counters.
    const select = q<HTMLSelectElement>('[data-testid="lose"] select[aria-label="Counter"]');
    expect([...select.options].map((o) => o.value)).toEqual(["", "sirens"]);
    act(() => (q('[data-counter="sirens"]').querySelector("button") as HTMLButtonElement).click());
    expect(host.querySelector('[role="alert"]')?.textContent).toContain("still uses this counter");
    expect(editor.doc.mission.counters).toEqual({ sirens: 0 });
  });

  it("offers the rule profiles 2E, classic and Black Plague, and sets the mission's", () => {
    const editor = newEditor();
    mount(editor);
    const label = [...host.querySelectorAll("label")].find((l) => l.textContent?.startsWith("Rule profile"));
    const select = label?.querySelector("select") as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(["2e", "classic", "black-plague"]);
    act(() => {
      select.value = "classic";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(editor.doc.mission.ruleProfile).toBe("classic");
    expect(select.value).toBe("classic");
  });
});
