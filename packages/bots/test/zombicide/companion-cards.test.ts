import type { ZombicideState } from "@horda/zombicide";
import { beforeAll, describe, expect, it } from "vitest";
import { cardIdOf } from "../../src/zombicide/weapons.ts";
import { type BotPick, botPicks } from "./bot-picks.ts";

const isDogCard = (state: ZombicideState, card: string) =>
  state.survivorCatalog.equipment[cardIdOf(card)]?.kind === "dog";

describe("the survivor bot with Season 1's cards", () => {
  let picks: BotPick[] = [];
  beforeAll(() => {
    picks = botPicks("classic-good-dogs", 6, "companions");
  }, 120_000);

  it("has its dogs attack and search on Instructions", () => {
    const kinds = picks.map((p) => p.command.type);
    const couldBite = picks.filter((p) => p.legal.some((c) => c.type === "dogAttack"));
    const bit = couldBite.filter((p) => p.command.type === "dogAttack");
    // Before the bot scored them, a dog bit in 14 of 250 such decisions; it now bites in about a quarter.
    expect(bit.length).toBeGreaterThan(couldBite.length / 6);
    expect(kinds).toContain("dogSearch");
    expect(kinds).not.toContain("dogDrop");
  });

  it("does not spend Actions handing dog cards around: a dog card is no weapon in a Hand", () => {
    const dogTrades = picks.filter(({ state, command }) => {
      if (command.type !== "reorganize" || command.with === undefined) return false;
      const theirs = command.theirs as { hands?: (string | null)[]; backpack?: string[] } | undefined;
      const received = [...(theirs?.hands ?? []), ...(theirs?.backpack ?? [])].filter(
        (u): u is string => u !== null,
      );
      const before = state.survivors.find((s) => s.id === command.with);
      const had = new Set([...(before?.hands ?? []), ...(before?.backpack ?? [])]);
      return received.some((u) => !had.has(u) && isDogCard(state, u));
    });
    expect(dogTrades).toEqual([]);
  });

  it("pays a Wound with its least useful card: never the dog's card while it has another", () => {
    const answers = picks.filter((p) => p.command.type === "woundDiscard");
    expect(answers.length).toBeGreaterThan(3);
    for (const { state, command } of answers) {
      const asked = state.pending[0]?.options as { cards: string[] };
      if (asked.cards.some((c) => !isDogCard(state, c)))
        expect(isDogCard(state, String(command.card))).toBe(false);
    }
  });
});
