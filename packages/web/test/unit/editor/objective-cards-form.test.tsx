// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it } from "vitest";
import { MissionPanel } from "../../../src/editor/ui/MissionPanel.tsx";
import { newEditor } from "./helpers.ts";
import { editorViews } from "./mount.ts";

let host: HTMLElement;
const views = editorViews();

function mount(editor: ReturnType<typeof newEditor>) {
  host = views.mount(editor, () => <MissionPanel editor={editor} mission={editor.doc.mission} />);
}

const form = () => host.querySelector('[data-testid="objective-cards"]') as HTMLFieldSetElement;
const areas = () => [...form().querySelectorAll("textarea")];
const button = (name: string) =>
  [...form().querySelectorAll("button")].find((b) => b.textContent === name) as HTMLButtonElement;

/** Types into a textarea the way React hears it (the native value setter, then an input event). */
function type(area: HTMLTextAreaElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(area, value);
    area.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("Objective cards in the mission editor (owners enter their box's printed cards)", () => {
  it("starts a set, takes the printed texts as the owner's, places a card by JSON, and checks it like a pack", () => {
    const editor = newEditor();
    mount(editor);
    act(() => button("Use Objective cards (enter your box's printed cards)").click());
    expect(editor.doc.mission.objectiveCards?.cards).toHaveLength(1);
    expect(editor.doc.mission.objectiveAdrenaline).toBe(0);
    // Empty texts are refused with the path of the value, as a pack's file would be.
    expect(form().querySelector('[data-testid="objective-cards-problems"]')?.textContent).toContain(
      "$.objectiveCards.cards[0].text.en",
    );
    const [en, pt] = areas() as [HTMLTextAreaElement, HTMLTextAreaElement];
    type(en, "You found the radio. Take it to the van.");
    type(pt, "Você achou o rádio. Leve-o até a van.");
    const set = editor.doc.mission.objectiveCards;
    expect(set?.text).toBe("owner");
    expect(set?.cards[0]?.text).toEqual({
      en: "You found the radio. Take it to the van.",
      "pt-BR": "Você achou o rádio. Leve-o até a van.",
    });
    expect(form().querySelector('[data-testid="objective-cards-problems"]')).toBeNull();

    // What the card does and where it lies, as JSON, read when the field is left.
    const rules = areas()[2] as HTMLTextAreaElement;
    type(rules, '{ "token": "obj-1", "do": [{ "effect": "gainCxp", "amount": 1, "to": "survivor" }] }');
    act(() => rules.dispatchEvent(new FocusEvent("focusout", { bubbles: true })));
    expect(editor.doc.mission.objectiveCards?.cards[0]).toMatchObject({
      id: "card-1",
      number: 1,
      token: "obj-1",
      do: [{ effect: "gainCxp", amount: 1, to: "survivor" }],
    });
    // A card both on a token and a Note is refused; broken JSON changes nothing.
    type(areas()[2] as HTMLTextAreaElement, '{ "token": "obj-1", "note": true }');
    act(() => areas()[2]?.dispatchEvent(new FocusEvent("focusout", { bubbles: true })));
    expect(form().querySelector('[data-testid="objective-cards-problems"]')?.textContent).toContain(
      "a Note lies near the board: no token or door",
    );
    type(areas()[2] as HTMLTextAreaElement, "{ nope");
    act(() => areas()[2]?.dispatchEvent(new FocusEvent("focusout", { bubbles: true })));
    expect(form().querySelector('[role="alert"]')?.textContent).toContain("Not read:");
    expect(editor.doc.mission.objectiveCards?.cards[0]?.note).toBe(true);

    act(() => button("Add a card").click());
    expect(editor.doc.mission.objectiveCards?.cards.map((c) => [c.id, c.number])).toEqual([
      ["card-1", 1],
      ["card-2", 2],
    ]);
  });
});
