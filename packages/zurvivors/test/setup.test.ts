import { describe, expect, it } from "vitest";
import { zurvivors } from "../src/game.ts";
import { allCards, newGame } from "./helpers.ts";

describe("Setup", () => {
  it("builds the city: 4 face-down cards for 3 players, 6 for 4-6, half each side of the start", () => {
    const three = newGame(3);
    expect(three.track).toMatchObject({ start: 3, rescue: 6, horde: 0 });
    expect(three.track.cards.filter((c) => c !== null)).toHaveLength(4);
    expect(three.track.cards.map((c) => c !== null)).toEqual([false, true, true, false, true, true, false]);
    const five = newGame(5);
    expect(five.track).toMatchObject({ start: 4, rescue: 8, horde: 0 });
    expect(five.track.cards.filter((c) => c?.faceUp === false)).toHaveLength(6);
    expect(five.seats.every((x) => five.players[x]!.pos === 4)).toBe(true);
  });

  it("filters items by the player-count symbol (the 5+ card only with 5 and 6) and adds the escape cards in play", () => {
    const count = (n: number) => {
      const s = newGame(n);
      const cards = allCards(s);
      return {
        items: cards.filter((c) => c.startsWith("item-")).length,
        escapes: cards.filter((c) => c.startsWith("escape-")).sort(),
        fivePlus: cards.includes(s.set.items.cards.find((c) => c.players === 5)!.id),
      };
    };
    expect(count(3)).toEqual({
      items: 27,
      escapes: ["escape-ana", "escape-bruno", "escape-caio"],
      fivePlus: false,
    });
    expect(count(4).items).toBe(35);
    expect(count(4).fivePlus).toBe(false);
    expect(count(5)).toMatchObject({ items: 36, fivePlus: true });
    expect(count(6).items).toBe(42);
  });

  it("deals 8 cards, 1 objective and 1 reward to each player; time 6:00; placement cards for the count, ascending", () => {
    const s = newGame(4);
    for (const seat of s.seats) {
      expect(s.players[seat]!.hand).toHaveLength(8);
      expect(s.players[seat]!.objective).toMatch(/^objective-/);
      expect(s.players[seat]!.reward).toMatch(/^reward-/);
    }
    expect(s.time).toBe(6);
    expect(s.placementDeck).toEqual(["placement-1", "placement-2", "placement-3", "placement-4"]);
    expect(s.supply).toMatchObject({ water: 4, firstAid: 2, grenade: 2, pistol: 2, ammo: 3 });
    expect(s.firstPlayer).toBe("p1");
  });

  it("asks every player to place at once", () => {
    const s = newGame(4);
    expect(s.pending.map((d) => [d.seat, d.kind])).toEqual([
      ["p1", "place"],
      ["p2", "place"],
      ["p3", "place"],
      ["p4", "place"],
    ]);
  });

  it("refuses a bad config with a clear error", () => {
    const two = zurvivors.setup({ players: 2 }, "x");
    expect(two.ok).toBe(false);
    if (!two.ok) expect(two.error.message).toContain("3 to 6 players");
    const unknown = zurvivors.setup({ players: 3, survivors: ["ana", "bruno", "zed"] }, "x");
    expect(unknown.ok).toBe(false);
    const first = zurvivors.setup({ players: 3, firstPlayer: 3 }, "x");
    expect(first.ok).toBe(false);
    if (!first.ok) expect(first.error.rule).toBe("Zurvivors: Setup");
  });

  it("deals survivors and the first player from the seed when not given", () => {
    const a = zurvivors.setup({ players: 4 }, "seed-a");
    const b = zurvivors.setup({ players: 4 }, "seed-a");
    expect(a.ok && b.ok && JSON.stringify(a.value) === JSON.stringify(b.value)).toBe(true);
  });
});
