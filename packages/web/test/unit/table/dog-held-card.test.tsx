// @vitest-environment happy-dom
import type { ZombicideView } from "@horda/zombicide";
import i18next from "i18next";
import { act } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { setupI18n } from "../../../src/i18n/i18n.ts";
import { CompactSurvivorCard } from "../../../src/table/dashboard/CompactSurvivorCard.tsx";
import { registerTableStrings } from "../../../src/table/i18n/register.ts";
import { mounted, unmount, wordsFor } from "./mounted.tsx";

const bismuth = {
  id: "bismuth",
  name: "Bismuth",
  seat: "p1",
  zone: "z8",
  card: null,
  hands: [null, null],
  backpack: [],
  skills: [],
  wounds: 0,
  health: 1,
  companion: { leader: null, skill: null, roams: true },
};
const view = (held: Record<string, string>) =>
  ({
    profile: "classic",
    modules: ["core", "canine"],
    survivors: [bismuth],
    seats: ["p1"],
    turn: { round: 2, phase: "players", order: ["p1"], current: 0, active: null },
    slices: { canine: { joined: ["bismuth"], held, lost: [] } },
    survivorCatalog: {
      survivors: {},
      equipment: {
        "bag-of-rice": {
          id: "bag-of-rice",
          kind: "food",
          names: { en: "Bag of Rice", "pt-BR": "Saco de Arroz" },
        },
      },
      decks: { starting: [], equipment: [], epic: [] },
    },
    zombieCatalog: { types: {}, pools: {}, spawnCards: {}, abominations: {} },
  }) as unknown as ZombicideView;

function cardsLine(v: ZombicideView, language: string): string {
  const words = wordsFor(v, language);
  const host = mounted(
    <CompactSurvivorCard
      words={words}
      view={v}
      survivor={v.survivors[0] as ZombicideView["survivors"][number]}
      colour="#d9480f"
      seatName="Player 1"
    />,
  );
  return host.querySelector(".compact-cards")?.textContent ?? "";
}

describe("a dog's panel shows the card it holds in its mouth", () => {
  beforeAll(async () => {
    setupI18n("en");
    registerTableStrings();
    await i18next.changeLanguage("en");
  });

  it("names the held card", () => {
    expect(cardsLine(view({ bismuth: "bag-of-rice#e12" }), "en")).toBe("Bag of Rice (held in its mouth)");
  });

  it("names it in Portuguese too", async () => {
    await act(async () => {
      await i18next.changeLanguage("pt-BR");
    });
    expect(cardsLine(view({ bismuth: "bag-of-rice#e12" }), "pt-BR")).toBe("Saco de Arroz (segura na boca)");
    unmount();
    await act(async () => {
      await i18next.changeLanguage("en");
    });
  });

  it("says none when the dog holds nothing", () => {
    expect(cardsLine(view({}), "en")).toBe("none");
  });
});
