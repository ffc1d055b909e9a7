// @vitest-environment happy-dom

import { profileById } from "@horda/zombicide";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { editorEn } from "../../../src/editor/i18n/en.ts";
import { editorPtBR } from "../../../src/editor/i18n/pt-BR.ts";
import { docToMission } from "../../../src/editor/io/convert.ts";
import { engineModuleWords, RULE_MODULES } from "../../../src/editor/mission/modules.ts";
import { addRecords } from "../../../src/editor/model/ops.ts";
import { recordsOfType } from "../../../src/editor/model/records.ts";
import { Inspector } from "../../../src/editor/ui/Inspector.tsx";
import { MissionPanel } from "../../../src/editor/ui/MissionPanel.tsx";
import { PiecePalette } from "../../../src/editor/ui/PiecePalette.tsx";
import { driver, newEditor } from "./helpers.ts";
import { editorViews } from "./mount.ts";

let host: HTMLElement;
const views = editorViews();

type Editor = ReturnType<typeof newEditor>;

function mount(editor: Editor, draw: () => React.ReactNode) {
  host = views.mount(editor, draw);
}

const q = <T extends Element>(sel: string) => host.querySelector(sel) as T;
/** The text of the label a control sits in: its accessible name. */
const nameOf = (el: Element) => el.closest("label")?.textContent?.trim() ?? "";

function choose(select: HTMLSelectElement, value: string) {
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

describe("mission rule switches", () => {
  it("lists core and the engine's optional modes as played, later boxes as not played, in both languages", () => {
    const played = RULE_MODULES.filter((m) => m.played).map((m) => m.id);
    // The engine's 2e profile: its optional modules, less the table's free mode and the campaign's sheets in play
    // (a campaign switches `campaign-play` on for its missions): neither is a mission's rule.
    const modes = (profileById("2e")?.optional ?? []).filter((m) => m !== "sandbox" && m !== "campaign-play");
    expect(played).toEqual(["core", ...modes]);
    // Every module is named: by the editor's words, else by the module's own (a mission rule's words).
    for (const m of RULE_MODULES) {
      const en =
        (editorEn.rules.module as Record<string, string>)[m.id] ?? engineModuleWords(m.id, "en")?.name;
      const pt =
        (editorPtBR.rules.module as Record<string, string>)[m.id] ?? engineModuleWords(m.id, "pt-BR")?.name;
      expect(en, m.id).toBeTruthy();
      expect(pt, m.id).toBeTruthy();
    }
  });

  it("switches Dark Zones on and off with a labelled checkbox, undoable", () => {
    const editor = newEditor();
    mount(editor, () => <MissionPanel editor={editor} mission={editor.doc.mission} />);
    const box = q<HTMLInputElement>('[data-module-id="dark-zones"]');
    expect(nameOf(box)).toBe("Dark Zones mode");
    expect(nameOf(q('[data-module-id="toxic-mall"]'))).toBe("Toxic City Mall (not played yet)");
    act(() => box.click());
    expect(editor.doc.mission.modules).toEqual(["core", "dark-zones"]);
    expect(q<HTMLInputElement>('[data-module-id="dark-zones"]').checked).toBe(true);
    act(() => q<HTMLInputElement>('[data-module-id="ultrared"]').click());
    act(() => q<HTMLInputElement>('[data-module-id="abomination-fest"]').click());
    expect(docToMission(editor.doc).modules).toEqual(["core", "dark-zones", "ultrared", "abomination-fest"]);
    driver(editor).undo();
    driver(editor).undo();
    expect(editor.doc.mission.modules).toEqual(["core", "dark-zones"]);
    act(() => q<HTMLInputElement>('[data-module-id="dark-zones"]').click());
    expect(editor.doc.mission.modules).toEqual(["core"]);
  });

  it("writes cars.drive, cars.policeSearch and allowCompanionEliminations, and leaves them out when off", () => {
    const editor = newEditor();
    mount(editor, () => <MissionPanel editor={editor} mission={editor.doc.mission} />);
    const drive = () => q<HTMLInputElement>('[data-car-rule="drive"]');
    const search = () => q<HTMLInputElement>('[data-car-rule="policeSearch"]');
    const companions = () => q<HTMLInputElement>('[data-testid="companion-eliminations"]');
    expect(nameOf(drive())).toBe("Survivors may get in and drive the cars");
    expect(nameOf(search())).toBe("Police Cars may be searched for weapons");
    expect(nameOf(companions())).toBe("Losing a Companion does not lose the game");
    expect(q('[data-testid="car-rules"] legend').textContent).toBe("Cars");
    act(() => drive().click());
    expect(docToMission(editor.doc).cars).toEqual({ drive: true, policeSearch: false });
    act(() => search().click());
    expect(docToMission(editor.doc).cars).toEqual({ drive: true, policeSearch: true });
    act(() => companions().click());
    expect(docToMission(editor.doc).allowCompanionEliminations).toBe(true);
    act(() => drive().click());
    act(() => search().click());
    act(() => companions().click());
    const m = docToMission(editor.doc);
    expect("cars" in m && m.cars !== undefined).toBe(false);
    expect(m.allowCompanionEliminations).toBeUndefined();
    driver(editor).undo();
    expect(editor.doc.mission.allowCompanionEliminations).toBe(true);
  });
});

describe("inspector for cars and Companions", () => {
  function withPiece(token: Parameters<typeof addRecords>[1][number]) {
    const editor = newEditor();
    editor.run("put", (doc) => addRecords(doc, [token]).doc);
    editor.select(Object.keys(editor.doc.records));
    mount(editor, () => <Inspector editor={editor} snap={editor.getSnapshot()} />);
    return editor;
  }
  const token = (editor: Editor) => recordsOfType(editor.doc, "token")[0]?.token;

  it("ticks the Muscle Car's crate off and on; another car type starts with its own default", () => {
    const editor = withPiece({ type: "token", token: { kind: "car", car: "muscle", x: 1, y: 8 } });
    const crate = () => q<HTMLInputElement>('input[type="checkbox"]');
    expect(nameOf(crate())).toBe("Epic crate in the trunk");
    expect(crate().checked).toBe(true);
    act(() => crate().click());
    expect(token(editor)).toEqual({ kind: "car", car: "muscle", crate: false, x: 1, y: 8 });
    act(() => crate().click());
    expect(token(editor)).toEqual({ kind: "car", car: "muscle", x: 1, y: 8 });
    choose(q<HTMLSelectElement>("select"), "police");
    expect(token(editor)).toEqual({ kind: "car", car: "police", x: 1, y: 8 });
    expect(crate()).toBeNull();
    driver(editor).undo();
    expect(token(editor)).toMatchObject({ car: "muscle" });
  });

  it("chooses a Companion's ID card among the survivors, or back to drawn at setup", () => {
    const editor = withPiece({ type: "token", token: { kind: "companion", x: 8, y: 1 } });
    const select = () => q<HTMLSelectElement>('[data-testid="companion-card"]');
    expect(nameOf(select())).toContain("Companion's ID card");
    expect(select().value).toBe("");
    expect(select().querySelector('option[value="lou"]')).not.toBeNull();
    choose(select(), "lou");
    expect(token(editor)).toEqual({ kind: "companion", card: "lou", x: 8, y: 1 });
    choose(select(), "");
    expect(token(editor)).toEqual({ kind: "companion", x: 8, y: 1 });
  });

  it("keeps an unknown card from an imported file listed, so it can be seen and changed", () => {
    const editor = withPiece({ type: "token", token: { kind: "companion", card: "nobody", x: 8, y: 1 } });
    const select = q<HTMLSelectElement>('[data-testid="companion-card"]');
    expect(select.value).toBe("nobody");
    expect(select.selectedOptions[0]?.textContent).toContain("no loaded box has it");
    choose(select, "ned");
    expect(token(editor)).toMatchObject({ card: "ned" });
  });
});

describe("palette: cars and Companions", () => {
  it("arms a Muscle Car, a Police Car, and a Companion with the card chosen above it", () => {
    const editor = newEditor();
    mount(editor, () => <PiecePalette editor={editor} active={null} />);
    const section = [...host.querySelectorAll("h3")].find((h) => h.textContent === "Cars and Companions");
    expect(section).toBeDefined();
    expect(q('[data-piece="car:muscle"]').textContent).toBe(
      "Muscle car (Epic crate in the trunk, * takes it out)",
    );
    expect(q('[data-piece="car:police"]').textContent).toBe("Police car");
    expect(q('[data-piece="companion"]').textContent).toBe("Companion (card drawn at setup)");
    choose(q<HTMLSelectElement>('[data-testid="companion-card"]'), "lou");
    const armed = q<HTMLButtonElement>('[data-piece="companion:lou"]');
    expect(armed.textContent).toBe("Companion: Lou");
    act(() => armed.click());
    const tool = editor.getSnapshot().tool;
    expect(tool.id === "place-piece" && tool.state.template).toEqual({
      kind: "token",
      token: { kind: "companion", card: "lou" },
    });
  });
});
