// @vitest-environment happy-dom
import i18next, { type TFunction } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { SurvivorGlyph } from "../../../src/board/layers/SurvivorGlyph.tsx";
import { setupI18n } from "../../../src/i18n/i18n.ts";
import { piecesOf } from "../../../src/table/board/pieces-of.ts";
import { DecisionDialog } from "../../../src/table/decisions/DecisionDialog.tsx";
import { DiceRoll } from "../../../src/table/dice/DiceRoll.tsx";
import { registerTableStrings } from "../../../src/table/i18n/register.ts";
import { ObjectiveCardReveal } from "../../../src/table/objective-cards/ObjectiveCardReveal.tsx";
import { makeWords } from "../../../src/table/words/words.ts";

const state = {
  survivors: [
    { id: "ney", name: "Ney", card: null },
    { id: "vivi", name: "Vivi", card: null },
  ],
  survivorCatalog: { survivors: {}, equipment: {}, decks: { starting: [], equipment: [], epic: [] } },
  zombieCatalog: { types: {}, pools: {}, spawnCards: {}, abominations: {} },
};
const words = (language = "en") =>
  makeWords({
    t: i18next.getFixedT(language, "table") as TFunction,
    tApp: i18next.getFixedT(language) as TFunction,
    language,
    state: state as never,
    skills: {},
  });
const doc = (html: string) => new DOMParser().parseFromString(html, "text/html");

const card = {
  id: "c1",
  number: 6,
  note: false,
  token: "obj-1",
  text: { en: "A radio crackles. Help the voice?", "pt-BR": "Um rádio chia. Ajudar a voz?" },
  do: [],
  choices: [
    { id: "help", text: { en: "Help: read Note #1.", "pt-BR": "Ajudar: leia a Nota nº 1." }, do: [] },
    { id: "leave", text: { en: "Leave it.", "pt-BR": "Deixar." }, do: [] },
  ],
  ap: 0,
  keepRevealed: false,
};
const view = { slices: { "objective-cards": { set: { text: "horda", cards: [card] } } } };
const choice = {
  id: "d1",
  seat: "p1",
  kind: "objectiveChoice",
  options: { card: "c1", survivor: "ney", choices: card.choices.map((c) => ({ id: c.id, text: c.text })) },
};

describe("the advanced rules at the table", () => {
  beforeAll(async () => {
    setupI18n("en");
    registerTableStrings();
    await i18next.changeLanguage("en");
  });

  it("shows All-Out dice as red dice, a Break face instead of the 1, and how many Breaks", () => {
    const rolled = {
      type: "DiceRolled",
      survivor: "ney",
      mode: "ranged",
      weapon: "shotgun",
      weapons: 1,
      zone: "Z2",
      range: 1,
      dice: [4, 6],
      redDice: [5, 1],
      accuracy: 4,
      rollBonus: 0,
      damage: 2,
      hits: 3,
      rule: "r",
    } as const;
    const d = doc(renderToStaticMarkup(<DiceRoll events={[rolled]} words={words()} />));
    const red = [...d.querySelectorAll("[data-testid=red-die]")];
    expect(red.map((r) => r.getAttribute("aria-label"))).toEqual([
      "red All-Out die 5, hit",
      "red All-Out die 1, Break",
    ]);
    expect(red[1]?.className).toContain("break");
    expect(d.querySelector("[data-testid=dice-breaks]")?.textContent).toBe(
      "1 Break: the weapon breaks after the Action",
    );
    expect(d.querySelectorAll(".die:not(.red)").length).toBe(2);
  });

  it("draws a KOed survivor lying down with the round by which it must be taken", () => {
    // piecesOf reads only the board's zone indices.
    const board = { zoneIndex: { Z1: 0 } } as never;
    const zone = "Z1";
    const pieces = piecesOf(
      board,
      {
        seats: ["p1"],
        survivors: [
          { id: "ney", seat: "p1", zone, eliminated: true, escaped: false },
          { id: "vivi", seat: "p1", zone, eliminated: true, escaped: false },
        ],
        zombies: [],
        slices: { "knock-out": { down: { ney: { deadline: 3, round: 2 } }, rescued: [], dead: ["vivi"] } },
      },
      (id) => id,
      (c) => c,
    );
    expect(pieces.survivors.map((s) => [s.id, s.knockedOutUntil])).toEqual([["ney", 3]]);
    const g = doc(
      `<svg>${renderToStaticMarkup(
        <SurvivorGlyph name="Ney" colour="#d9480f" x={10} y={10} size={20} knockedOutUntil={3} />,
      )}</svg>`,
    );
    expect(g.querySelector("ellipse")).not.toBeNull();
    expect(g.querySelector(".knocked-out-label")?.textContent).toBe("KO · R3");
  });

  it("reads an Objective card to the table and offers its options by their text, in English and Portuguese", async () => {
    const answers = [
      { type: "chooseObjectiveOption", choice: "help" },
      { type: "chooseObjectiveOption", choice: "leave" },
    ];
    const shown = doc(
      renderToStaticMarkup(
        <ObjectiveCardReveal view={view as never} events={[]} decision={choice} words={words()} />,
      ),
    );
    expect(shown.querySelector("h3")?.textContent).toBe("Objective card #6");
    expect(shown.body.textContent).toContain("A radio crackles. Help the voice?");
    expect(shown.body.textContent).toContain("Horda's text");
    const dialog = doc(
      renderToStaticMarkup(
        <DecisionDialog
          words={words()}
          decision={choice}
          seatName="Ana"
          answers={answers}
          onAnswer={() => {}}
        />,
      ),
    );
    expect([...dialog.querySelectorAll("button")].map((b) => b.textContent)).toEqual([
      "Help: read Note #1.",
      "Leave it.",
    ]);
    await i18next.changeLanguage("pt-BR");
    const pt = doc(
      renderToStaticMarkup(
        <ObjectiveCardReveal view={view as never} events={[]} decision={choice} words={words("pt-BR")} />,
      ),
    );
    expect(pt.querySelector("h3")?.textContent).toBe("Carta de Objetivo nº 6");
    expect(pt.body.textContent).toContain("Um rádio chia.");
    await i18next.changeLanguage("en");
  });
});
