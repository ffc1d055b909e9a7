// @vitest-environment happy-dom
import i18next, { type TFunction } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { setupI18n } from "../../../src/i18n/i18n.ts";
import { AdrenalineBar } from "../../../src/table/dashboard/AdrenalineBar.tsx";
import { DecisionDialog } from "../../../src/table/decisions/DecisionDialog.tsx";
import { registerTableStrings } from "../../../src/table/i18n/register.ts";
import { makeWords } from "../../../src/table/words/words.ts";

const state = {
  survivors: [{ id: "josh", name: "Josh", card: null }],
  survivorCatalog: { survivors: {}, equipment: {}, decks: { starting: [], equipment: [], epic: [] } },
  zombieCatalog: { types: {}, pools: {}, spawnCards: {}, abominations: {} },
};
const words = () =>
  makeWords({
    t: i18next.getFixedT("en", "table") as TFunction,
    tApp: i18next.getFixedT("en") as TFunction,
    language: "en",
    state: state as never,
    skills: {},
  });
const doc = (html: string) => new DOMParser().parseFromString(html, "text/html");
/** A decision dialog as Ana's seat sees it, parsed. */
const dialog = (decision: Parameters<typeof DecisionDialog>[0]["decision"], answers: readonly object[]) =>
  doc(
    renderToStaticMarkup(
      <DecisionDialog
        words={words()}
        decision={decision}
        seatName="Ana"
        answers={answers as never}
        onAnswer={() => {}}
      />,
    ),
  );

describe("decision dialogs and the danger level", () => {
  beforeAll(async () => {
    setupI18n("en");
    registerTableStrings();
    await i18next.changeLanguage("en");
  });

  it("lays out Distributor as one card list per Spawn Zone, with the table's answer", () => {
    const decision = {
      id: "d1",
      seat: "p1",
      kind: "distributeSpawnCards",
      options: { survivor: "josh", zones: ["Z1", "Z9"], cards: ["012", "003"] },
    };
    const answers = [
      { type: "distributeSpawnCards", auto: true },
      { type: "distributeSpawnCards", cards: ["012", "003"] },
      { type: "distributeSpawnCards", cards: ["003", "012"] },
    ];
    const d = dialog(decision, answers);
    expect(d.querySelector("h2")?.textContent).toBe("Decision: Distributor");
    expect(d.body.textContent).toContain("Josh drew #012, #003.");
    expect([...d.querySelectorAll("label")].map((l) => l.textContent?.split(" #")[0])).toEqual([
      "Spawn Zone Z1",
      "Spawn Zone Z9",
    ]);
    expect([...d.querySelectorAll("button")].map((b) => b.textContent)).toEqual([
      "Spawn with these cards",
      "Let the table decide (cards in the order drawn)",
    ]);
  });

  it("words Combat reflexes with its zone and one button per attack", () => {
    const decision = {
      id: "d2",
      seat: "p1",
      kind: "combatReflexes",
      options: { survivor: "josh", card: "012", zone: "Z4" },
    };
    const answers = [
      { type: "combatReflexes" },
      { type: "combatReflexes", mode: "ranged", weapon: "pistol" },
    ];
    const d = dialog(decision, answers);
    expect(d.body.textContent).toContain("Zombies appeared in Z4: Josh may attack them at once");
    expect([...d.querySelectorAll("button")].map((b) => b.textContent)).toEqual([
      "Let them come",
      "Combat reflexes: shoot with pistol",
    ]);
  });

  it("says which zombies split, from where, between which zones, and how many are left over", () => {
    const decision = {
      id: "d3",
      seat: "p1",
      kind: "zombieSplit",
      options: {
        from: "Z5",
        split: "walker",
        count: 5,
        branches: ["Z4", "Z6"],
        each: 2,
        spares: 1,
        auto: ["Z4"],
        rule: "core-2e §7 Split",
      },
    };
    const answers = [
      { type: "placeSpareZombies", to: ["Z4"] },
      { type: "placeSpareZombies", to: ["Z6"] },
    ];
    const d = dialog(decision, answers);
    expect(d.body.textContent).toContain(
      "The Walker group in Z5 splits between Z4, Z6: 2 each way. Left over: 1; choose where.",
    );
  });

  it("shows Red and the laps in the Ultrared mode, whatever the tracker says", () => {
    const d = doc(renderToStaticMarkup(<AdrenalineBar adrenaline={4} laps={2} />));
    expect(d.querySelector("[data-testid=danger]")?.textContent).toBe(
      "Adrenaline 4 · Danger level: Red · Ultrared ×2",
    );
    const plain = doc(renderToStaticMarkup(<AdrenalineBar adrenaline={4} />));
    expect(plain.querySelector("[data-testid=danger]")?.textContent).toBe(
      "Adrenaline 4 · Danger level: Blue",
    );
  });
});
