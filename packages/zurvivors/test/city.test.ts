import { describe, expect, it } from "vitest";
import { newGame, stack } from "./helpers.ts";
import { choose, escapeScene, runOutOfCards } from "./scenes.ts";

// Rulebook, "Escape" (placement cards: advance and reveal city cards; move back) and "Playing as a Zombie"
// (survivors move back). Horda's choice (docs/zurvivors.md): the survivor who enters a face-down city card,
// advancing or retreating, reveals it and takes its effect; a face-up card does nothing more.
// 4 players: horde end 0, city cards 1-3, Starting Card 4, city cards 5-7, Rescue Card 8.

describe("City Cards", () => {
  it("are revealed by a survivor retreating onto them, who takes the effect; later arrivals get nothing", () => {
    const s = newGame(4);
    // Cards run out at once: everyone is last-placed on placement card 4 (move back 1), clockwise from p1.
    const t = runOutOfCards(stack(s, { city: { 3: "city-fountain" } }));
    expect(t.seats.map((x) => t.players[x]!.pos)).toEqual([3, 3, 3, 3]);
    expect(t.track.cards[3]).toEqual({ id: "city-fountain", faceUp: true });
    expect(t.players.p1!.backpack).toEqual(["water"]);
    expect(t.players.p2!.backpack).toEqual([]);
    expect(t.supply.water).toBe(3);
  });

  it("are revealed by a survivor pushed back by a reward, who takes the effect", () => {
    const { state } = escapeScene("reward-sabotage", 0, { city: { 3: "city-army-truck" } });
    const r = choose(state, "p1", { seat: "p3" });
    expect(r.events).toContainEqual({ type: "CityRevealed", seat: "p3", card: "city-army-truck", at: 3 });
    expect(r.state.players.p3!.backpack).toEqual(["grenade"]);
  });

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

  it("a car alarm's complete zombie icon advances the horde", () => {
    const s = newGame(4);
    const t = runOutOfCards(stack(s, { city: { 3: "city-car-alarm" } }));
    expect(t.track.cards[3]!.faceUp).toBe(true);
    expect(t.track.horde).toBe(1);
  });
});
