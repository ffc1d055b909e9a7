import { describe, expect, it } from "vitest";
import { escapeScene } from "./scenes.ts";

// Rulebook, "Escape" (placement cards: advance and reveal city cards; move back) and "Playing as a Zombie"
// (survivors move back). Horda's choice (docs/zurvivors.md): the survivor who enters a face-down city card,
// advancing or retreating, reveals it and takes its effect; a face-up card does nothing more.
// 4 players: horde end 0, city cards 1-3, Starting Card 4, city cards 5-7, Rescue Card 8.

describe("City Cards", () => {
  it("are revealed one by one while advancing; a shortcut moves its revealer on before the rest of the move", () => {
    // p1 escapes from card 2 with placement card 1 (advance 2): card 3 (shortcut) sends it on to the
    // Starting Card (4), then the second step of the move reaches card 5.
    const { state, events } = escapeScene("reward-looting", 0, {
      pos: { p1: 2 },
      city: { 3: "city-shortcut" },
    });
    expect(events.filter((e) => e.type === "CityRevealed")).toEqual([
      { type: "CityRevealed", seat: "p1", card: "city-shortcut", at: 3 },
    ]);
    expect(events.filter((e) => e.type === "SurvivorMoved" && e.seat === "p1").map((e) => e.to)).toEqual([
      3, 4, 5,
    ]);
    expect(state.players.p1!.pos).toBe(5);
  });
});
