import { describe, expect, it } from "vitest";
import { zurvivors } from "../src/game.ts";
import { newGame, stack } from "./helpers.ts";
import { runOutOfCards } from "./scenes.ts";

// Rulebook, "End of Game". Each scenario ends the round at once (cards run out: everyone still in the round is
// last-placed on placement card 4, "move back 1"); city cards 2-6 are turned up so no city effect interferes.
function lastRound(time: number, st: Parameters<typeof stack>[1]) {
  const t = stack(newGame(4), st);
  t.time = time;
  for (const i of [2, 3, 5, 6]) t.track.cards[i]!.faceUp = true;
  return runOutOfCards(t);
}

describe("End of Game: time running out", () => {
  it("a round that ends before 1:00 does not end the game", () => {
    const s = lastRound(2, { pos: { p1: 7 } });
    expect(zurvivors.status(s).kind).toBe("ongoing");
    expect(s.time).toBe(1);
  });

  it("when the 1:00 round ends, the survivor closest to the Rescue Card wins alone", () => {
    const s = lastRound(1, { pos: { p1: 5, p2: 7, p3: 6, p4: 4 } });
    expect(zurvivors.status(s)).toMatchObject({ kind: "finished", outcome: "closest", winners: ["p2"] });
  });

  it("a tie on distance that persists on item tokens is a shared victory; weapon tokens do not count", () => {
    const s = lastRound(1, {
      pos: { p1: 6, p2: 6, p3: 6, p4: 3 },
      backpacks: { p1: ["water", "grenade", "pistol"], p2: ["map"], p3: [] },
    });
    expect(zurvivors.status(s)).toMatchObject({
      kind: "finished",
      outcome: "closest",
      winners: ["p1", "p2"],
    });
  });

  it("a zombie is not a survivor: it cannot win on distance", () => {
    const s = lastRound(1, { pos: { p1: 7, p2: 5 }, zombies: ["p1"] });
    expect(zurvivors.status(s)).toMatchObject({ kind: "finished", winners: ["p2"] });
  });
});
