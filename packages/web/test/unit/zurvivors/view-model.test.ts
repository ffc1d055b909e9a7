import { zurvivors } from "@horda/zurvivors";
import { describe, expect, it } from "vitest";
import { handCards } from "../../../src/zurvivors/model/hand.ts";
import { objectiveProgress } from "../../../src/zurvivors/model/objective.ts";
import { seatModels } from "../../../src/zurvivors/model/players.ts";
import { trackCells } from "../../../src/zurvivors/model/track.ts";
import { placeName } from "../../../src/zurvivors/model/words.ts";
import { freshState, playUntil, words } from "./support.ts";

describe("what the Zurvivors table shows", () => {
  it("lays the 4-player city out from the horde's end to the rescue, everyone on the Starting Card", () => {
    const state = freshState();
    const cells = trackCells(zurvivors.view(state, "p1"));
    expect(cells.map((c) => c.kind)).toEqual([
      "hordeEnd",
      "city",
      "city",
      "city",
      "start",
      "city",
      "city",
      "city",
      "rescue",
    ]);
    expect(cells[0]?.horde).toBe(true);
    expect(cells[4]?.survivors).toEqual(["p1", "p2", "p3", "p4"]);
    expect(cells.filter((c) => c.city && !c.city.faceUp && c.city.id === null)).toHaveLength(6);
    const w = words(state, "p1");
    expect([0, 2, 4, 6, 8].map((i) => placeName(w, i))).toEqual([
      "the horde's end of the city",
      "city card 2",
      "the Starting Card",
      "city card 5",
      "the Rescue Card",
    ]);
  });

  it("uses 4 city cards for 3 players", () => {
    const cells = trackCells(zurvivors.view(freshState("three", 3), "p1"));
    expect(cells.filter((c) => c.kind === "city")).toHaveLength(4);
  });

  it("shows the viewer's own hand with exactly the legal commands per card, and no hand to a spectator", () => {
    const state = freshState();
    const legal = zurvivors.legal(state, "p2");
    const hand = handCards(zurvivors.view(state, "p2"), legal);
    expect(hand.map((h) => h.card)).toEqual(state.players.p2!.hand);
    expect(hand.flatMap((h) => h.commands)).toEqual(
      expect.arrayContaining(legal.filter((c) => c.type === "place" || c.type === "escape")),
    );
    expect(hand.flatMap((h) => h.commands)).toHaveLength(legal.length);
    // Escape cards cannot be placed before a combination is complete.
    for (const h of hand.filter((x) => x.escapeOf)) expect(h.commands).toEqual([]);
    expect(handCards(zurvivors.view(state, "spectator"), [])).toEqual([]);
  });

  it("tells every seat apart without revealing hands: sizes only, and who has chosen", () => {
    const state = freshState();
    const chosen = zurvivors.apply(state, "p3", zurvivors.legal(state, "p3")[0]!);
    if (!chosen.ok) throw new Error(chosen.error.message);
    const seats = seatModels(zurvivors.view(chosen.value.state, "p1"), ["p1", "p2"]);
    expect(seats.map((s) => s.control)).toEqual(["you", "human", "bot", "bot"]);
    expect(seats.map((s) => s.handSize)).toEqual([8, 8, 8, 8]);
    expect(seats.map((s) => s.chosen)).toEqual([false, false, true, false]);
    expect(seats.map((s) => s.awaited)).toEqual([true, true, false, true]);
    expect(seats[0]?.objective).not.toBeNull();
    expect(seats.slice(1).map((s) => s.objective)).toEqual([null, null, null]);
    expect(seats.every((s) => !("hand" in s))).toBe(true);
  });

  it("counts the objective's missing items from placed cards and tokens, first-aid kits filling gaps", () => {
    const state = freshState();
    const p1 = state.players.p1!;
    const objective = state.set.objectives.cards.find((c) => c.id === p1.objective)!;
    const need = objective.combinations[0]!;
    const placed = need.slice(1).map((kind) => state.set.items.cards.find((c) => c.item === kind)!.id);
    const edited = {
      ...state,
      players: { ...state.players, p1: { ...p1, placed, backpack: ["firstAid" as const] } },
    };
    const progress = objectiveProgress(zurvivors.view(edited, "p1"), "p1")!;
    expect(progress[0]).toEqual({ items: need, missing: 0, complete: true });
    expect(progress[2]!.missing).toBeGreaterThan(0);
    expect(objectiveProgress(zurvivors.view(edited, "p2"), "p1")).toBeNull();
  });

  it("moves the pieces on the track as the game goes on", () => {
    const later = playUntil(freshState("moves"), (s) =>
      s.seats.some((x) => s.players[x]!.pos !== s.track.start),
    );
    const cells = trackCells(zurvivors.view(later, "spectator"));
    const placed = cells.flatMap((c) => c.survivors.map((seat) => ({ seat, at: c.index })));
    for (const { seat, at } of placed) expect(later.players[seat]!.pos).toBe(at);
    expect(placed.some((p) => p.at !== later.track.start)).toBe(true);
  });
});
