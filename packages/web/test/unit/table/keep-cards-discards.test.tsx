// @vitest-environment happy-dom
import type { ZombicideCommand, ZombicideView } from "@horda/zombicide";
import i18next from "i18next";
import { act } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { setupI18n } from "../../../src/i18n/i18n.ts";
import { DecisionDialog } from "../../../src/table/decisions/DecisionDialog.tsx";
import { registerTableStrings } from "../../../src/table/i18n/register.ts";
import { mounted, wordsFor } from "./mounted.tsx";

const card = (id: string, en: string, pt: string, kind = "item") => ({
  id,
  kind,
  names: { en, "pt-BR": pt },
});
// Amy holds a Pistol and her dog's card, Bismuth; she finds Plenty of Ammo.
const view = {
  profile: "classic",
  modules: ["core"],
  survivors: [
    {
      id: "amy",
      name: "Amy",
      card: null,
      hands: ["pistol#s1", null],
      backpack: ["bismuth#g1"],
      skills: [],
    },
  ],
  survivorCatalog: {
    survivors: {},
    equipment: {
      pistol: card("pistol", "Pistol", "Pistola", "weapon"),
      bismuth: card("bismuth", "Bismuth", "Bismuth", "dog"),
      "plenty-of-ammo": card("plenty-of-ammo", "Plenty of Ammo", "Muita Munição"),
    },
    decks: { starting: [], equipment: [], epic: [] },
  },
  zombieCatalog: { types: {}, pools: {}, spawnCards: {}, abominations: {} },
} as unknown as ZombicideView;
const decision = {
  id: "d1",
  seat: "p1",
  kind: "keepCards",
  options: { survivor: "amy", cards: ["plenty-of-ammo#e3"] },
};
const answers: ZombicideCommand[] = [
  { type: "keepCards", hands: ["pistol#s1", null], backpack: ["bismuth#g1"] },
  { type: "keepCards", hands: ["pistol#s1", null], backpack: ["plenty-of-ammo#e3"] },
  { type: "keepCards", hands: ["pistol#s1", "plenty-of-ammo#e3"], backpack: ["bismuth#g1"] },
];

function render(language: string) {
  const words = wordsFor(view, language);
  const host = mounted(
    <DecisionDialog
      words={words}
      decision={decision}
      seatName="Ana"
      answers={answers}
      onAnswer={() => {}}
      view={view}
    />,
  );
  return [...host.querySelectorAll(".action-list button")] as HTMLButtonElement[];
}

describe("the found cards' one-click answers say what they discard", () => {
  beforeAll(async () => {
    setupI18n("en");
    registerTableStrings();
    await i18next.changeLanguage("en");
  });

  it("names the found card left out, and a held dog card put down as a warning", () => {
    const [leave, swap, both] = render("en");
    expect(leave?.textContent).toMatch(/— discards Plenty of Ammo$/);
    expect(swap?.textContent).toMatch(/— discards ⚠ Bismuth \(your dog runs off\)$/);
    expect(swap?.querySelector(".discard-held.discard-dog")?.textContent).toContain("Bismuth");
    expect(leave?.querySelector(".discard-held")).toBeNull();
    expect(both?.textContent).toMatch(/— discards nothing$/);
  });

  it("says it in Portuguese too", async () => {
    await i18next.changeLanguage("pt-BR");
    const [leave, swap, both] = render("pt-BR");
    expect(leave?.textContent).toMatch(/— descarta Muita Munição$/);
    expect(swap?.textContent).toMatch(/— descarta ⚠ Bismuth \(o seu cachorro foge\)$/);
    expect(both?.textContent).toMatch(/— não descarta nada$/);
    await act(async () => {
      await i18next.changeLanguage("en");
    });
  });
});
