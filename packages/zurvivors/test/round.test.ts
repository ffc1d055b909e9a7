import { describe, expect, it } from "vitest";
import { zurvivors } from "../src/game.ts";
import { cardsOf, newGame, play, playAll, refused, stack, types } from "./helpers.ts";

// objective-1: [water, water, flashlight] / [sandwich, map, flashlight, binoculars] / [water, sandwich, map, binoculars, binoculars]
function base() {
  const s = newGame(4);
  const W = cardsOf(s, "water");
  const S = cardsOf(s, "sandwich");
  const M = cardsOf(s, "map");
  const F = cardsOf(s, "flashlight");
  const A = cardsOf(s, "firstAid");
  return { s, W, S, M, F, A };
}

describe("Place Items", () => {
  it("keeps each choice secret until everyone has chosen, then reveals all together", () => {
    const { s, W, S, M } = base();
    const t = stack(s, {
      hands: { p1: [W[0]!, W[1]!], p2: [S[0]!, S[1]!], p3: [M[0]!, M[1]!], p4: [S[2]!, M[2]!] },
    });
    const a = play(t, "p1", { type: "place", card: W[0]! });
    expect(types(a.events)).toEqual(["CardChosen"]);
    const seen = zurvivors.view(a.state, "p2");
    expect(seen.players[0]!.chosen).toBe(true);
    expect(JSON.stringify({ ...seen, set: null })).not.toContain(W[0]!);
    const b = playAll(a.state, [
      ["p2", { type: "place", card: S[0]! }],
      ["p3", { type: "place", card: M[0]! }],
      ["p4", { type: "place", card: S[2]! }],
    ]);
    expect(types(b.events)).toContain("CardsRevealed");
    expect(b.state.players.p1!.placed).toEqual([W[0]]);
  });

  it("does not ask a player whose hand holds only escape cards it cannot use", () => {
    const { s, W, S, M } = base();
    const t = stack(s, {
      hands: { p1: ["escape-bruno", "escape-ana"], p2: [W[0]!], p3: [S[0]!], p4: [M[0]!] },
    });
    expect(t.pending.map((d) => d.seat)).toEqual(["p2", "p3", "p4"]);
    expect(zurvivors.legal(t, "p1")).toEqual([]);
  });

  it("lets the rare first-aid kit stand in for a missing item", () => {
    const { s, W, F, A, S, M } = base();
    const t = stack(s, {
      hands: { p1: ["escape-ana"], p2: [S[0]!], p3: [M[0]!], p4: [S[1]!] },
      placed: { p1: [W[0]!, A[0]!, F[0]!] },
      objectives: { p1: "objective-1" },
    });
    expect(zurvivors.legal(t, "p1")).toContainEqual({ type: "escape", card: "escape-ana", combo: 0 });
  });
});

describe("Escape", () => {
  it("refuses another survivor's escape card and a premature escape; the player places another card", () => {
    const { s, W, S, M } = base();
    const t = stack(s, {
      hands: { p1: ["escape-ana", "escape-bruno", W[1]!], p2: [S[0]!], p3: [M[0]!], p4: [S[1]!] },
      placed: { p1: [W[0]!] },
      objectives: { p1: "objective-1" },
    });
    refused(t, "p1", { type: "escape", card: "escape-bruno", combo: 0 }, "not_own_escape_card");
    refused(t, "p1", { type: "escape", card: "escape-ana", combo: 0 }, "combination_incomplete");
    refused(t, "p1", { type: "place", card: "escape-ana" }, "escape_is_not_an_item");
    refused(t, "p1", { type: "escape", card: W[1]!, combo: 0 }, "not_an_escape_card");
    expect(zurvivors.legal(t, "p1")).toEqual([{ type: "place", card: W[1] }]);
  });

  it("resolves an escape: top placement card, its 4-player box (advance and reveal 2, reward), tokens spent, hand dealt on", () => {
    const { s, W, S, M, F } = base();
    const t = stack(s, {
      hands: { p1: ["escape-ana", S[0]!, S[1]!], p2: [S[2]!], p3: [M[0]!], p4: [M[1]!] },
      placed: { p1: [W[0]!, F[0]!] },
      backpacks: { p1: ["water"] },
      objectives: { p1: "objective-1" },
      rewards: { p1: "reward-armory" },
      city: { 5: "city-fountain", 6: "city-diner" },
    });
    const r = playAll(t, [
      ["p1", { type: "escape", card: "escape-ana", combo: 0 }],
      ["p2", { type: "place", card: S[2]! }],
      ["p3", { type: "place", card: M[0]! }],
      ["p4", { type: "place", card: M[1]! }],
    ]);
    const p1 = r.state.players.p1!;
    expect(r.events.find((e) => e.type === "SurvivorEscaped")).toMatchObject({
      placement: "placement-1",
      tokensUsed: ["water"],
    });
    expect(p1.pos).toBe(6);
    expect(r.state.track.cards[5]!.faceUp && r.state.track.cards[6]!.faceUp).toBe(true);
    expect(p1.backpack).toEqual(["water", "sandwich"]);
    // Reward level 1 of the armory: pistol or ammunition, the player's choice.
    expect(r.state.pending[0]).toMatchObject({
      seat: "p1",
      kind: "chooseToken",
      options: ["pistol", "ammo"],
    });
    const c = play(r.state, "p1", { type: "choose", option: 0 });
    expect(c.state.players.p1!.backpack).toEqual(["water", "sandwich", "pistol"]);
    // The level's complete zombie icon moves the horde once the escapes are resolved.
    expect(c.state.track.horde).toBe(1);
    expect(p1.inRound).toBe(false);
    expect(c.state.players.p1!.hand).toEqual([]);
    expect(c.state.players.p2!.hand.length + c.state.players.p3!.hand.length).toBe(2);
    expect(c.state.discard).toEqual(expect.arrayContaining([W[0], F[0], "escape-ana"]));
  });

  it("breaks ties clockwise from the first player, and ends the round at the second-to-last placement", () => {
    const { s, W, F, S, M } = base();
    const B = cardsOf(s, "binoculars");
    // objective-1 and objective-4 open with [water, water, flashlight]; objective-2 with [sandwich, sandwich, binoculars].
    const t = stack(s, {
      hands: {
        p1: ["escape-ana", M[0]!],
        p2: ["escape-bruno", M[1]!],
        p3: ["escape-caio", M[2]!],
        p4: [M[3]!, M[4]!],
      },
      placed: { p1: [W[0]!, W[1]!, F[0]!], p2: [W[2]!, W[3]!, F[1]!], p3: [S[0]!, S[1]!, B[0]!] },
      objectives: { p1: "objective-1", p2: "objective-4", p3: "objective-2" },
    });
    const r = playAll(t, [
      ["p3", { type: "escape", card: "escape-caio", combo: 0 }],
      ["p2", { type: "escape", card: "escape-bruno", combo: 0 }],
      ["p1", { type: "escape", card: "escape-ana", combo: 0 }],
      ["p4", { type: "place", card: M[3]! }],
    ]);
    let state = r.state;
    const events = [...r.events];
    while (state.round === 1) {
      const d = state.pending[0]!;
      const next = play(state, d.seat, zurvivors.legal(state, d.seat)[0]!);
      state = next.state;
      events.push(...next.events);
    }
    const ended = events.find((e) => e.type === "RoundEnded") as unknown as {
      placements: { seat: string; card: string; how: string }[];
    };
    expect(ended.placements.map((p) => [p.seat, p.card, p.how])).toEqual([
      ["p1", "placement-1", "escape"],
      ["p2", "placement-2", "escape"],
      ["p3", "placement-3", "escape"],
      ["p4", "placement-4", "last"],
    ]);
    expect(state.time).toBe(5);
  });

  it("makes every player who cannot escape last-placed when the cards run out", () => {
    const { s } = base();
    const t = stack(s, {
      hands: { p1: ["escape-bruno"], p2: ["escape-caio"], p3: ["escape-duda"], p4: ["escape-ana"] },
    });
    // Nothing could be placed: the round already ended with everyone last-placed on placement-4 (move back 1).
    expect(t.round).toBe(2);
    expect(t.seats.map((x) => t.players[x]!.pos)).toEqual([3, 3, 3, 3]);
  });
});

describe("Pass Cards", () => {
  it("passes every hand to the left after a step, uneven hands included", () => {
    const { s, W, S, M } = base();
    const t = stack(s, {
      hands: { p1: [W[0]!, W[1]!, W[2]!], p2: [S[0]!], p3: [M[0]!, M[1]!], p4: [S[1]!, S[2]!] },
    });
    const r = playAll(t, [
      ["p1", { type: "place", card: W[0]! }],
      ["p2", { type: "place", card: S[0]! }],
      ["p3", { type: "place", card: M[0]! }],
      ["p4", { type: "place", card: S[1]! }],
    ]);
    let state = r.state;
    while (state.pending.some((d) => d.kind !== "place")) {
      const d = state.pending[0]!;
      state = play(state, d.seat, { type: "endTurn" }).state;
    }
    expect(state.players.p2!.hand).toEqual([W[1], W[2]]);
    expect(state.players.p3!.hand).toEqual([]);
    expect(state.players.p4!.hand).toEqual([M[1]]);
    expect(state.players.p1!.hand).toEqual([S[2]]);
    expect(state.pending.map((d) => d.seat)).toEqual(["p1", "p2", "p4"]);
  });
});
