import { describe, expect, it } from "vitest";
import { newGame, stack } from "./helpers.ts";
import { runOutOfCards } from "./scenes.ts";

// Rulebook, "Escape": the Placement Card back is divided by player count (4, 5 and 6 players); with N players
// cards 1..N are used and "the last placement" carries out the last card of the deck. Horda's choice: 3 players
// read the "4" box. Default set: the last card's box is "move back 1" except where noted.
// "Playing as a Zombie": a transformation removes the last placement card, so the last place moves up.

/** Everyone is last-placed at once (cards run out); returns each seat's position after the round. */
function lastPlacedPositions(players: number, zombies: string[] = []) {
  const t = stack(newGame(players), { zombies });
  for (const c of t.track.cards) if (c) c.faceUp = true;
  const start = t.track.start;
  const after = runOutOfCards(t);
  return { start, pos: t.seats.map((x) => after.players[x]!.pos), placementGame: after.placementGame };
}

describe("Escape: placement cards by player count", () => {
  it("3 players use placement cards 1-3 and read the 4-player box (card 3: stay where you are)", () => {
    const r = lastPlacedPositions(3);
    expect(r.placementGame).toEqual(["placement-1", "placement-2", "placement-3"]);
    expect(r.pos).toEqual([r.start, r.start, r.start]);
  });

  it("5 players use cards 1-5; the last place reads card 5's 5-player box (move back 1)", () => {
    const r = lastPlacedPositions(5);
    expect(r.placementGame).toHaveLength(5);
    expect(r.pos).toEqual(Array(5).fill(r.start - 1));
  });

  it("6 players use cards 1-6; the last place reads card 6 (move back 1)", () => {
    const r = lastPlacedPositions(6);
    expect(r.pos).toEqual(Array(6).fill(r.start - 1));
  });

  it("after one survivor of 6 turns zombie, card 6 is out and the last place is 5th (card 5, 6-player box: stay)", () => {
    const r = lastPlacedPositions(6, ["p6"]);
    expect(r.placementGame).toEqual([
      "placement-1",
      "placement-2",
      "placement-3",
      "placement-4",
      "placement-5",
    ]);
    expect(r.pos.slice(0, 5)).toEqual(Array(5).fill(r.start));
  });
});
