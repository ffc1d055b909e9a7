import { describe, expect, it } from "vitest";
import { zurvivors } from "../src/game.ts";
import type { TokenKind } from "../src/index.ts";
import { newGame, play, playAll, stack } from "./helpers.ts";
import { cards, escapeScene, runOutOfCards } from "./scenes.ts";

// Rulebook, "Item Tokens": a backpack of up to 3 tokens; a 4th may replace one already stored.

/** p1 has two water cards placed and places a map: its Exchange turn comes first. */
function exchangeTurn(backpack: TokenKind[]) {
  const s = newGame(4);
  const c = cards(s);
  const t = stack(s, {
    hands: { p1: [c.M[0]!, c.M[1]!], p2: [c.M[2]!, c.M[3]!], p3: [c.S[0]!, c.S[1]!], p4: [c.S[2]!, c.S[3]!] },
    placed: { p1: [c.W[0]!, c.W[1]!] },
    backpacks: { p1: backpack },
  });
  const r = playAll(t, [
    ["p1", { type: "place", card: c.M[0]! }],
    ["p2", { type: "place", card: c.M[2]! }],
    ["p3", { type: "place", card: c.S[0]! }],
    ["p4", { type: "place", card: c.S[2]! }],
  ]);
  expect(r.state.pending[0]).toMatchObject({ seat: "p1", kind: "actions" });
  return play(r.state, "p1", { type: "exchange", item: "water" });
}

describe("Item Tokens: the backpack", () => {
  it("stores a token while the backpack holds fewer than 3", () => {
    const r = exchangeTurn(["map", "phone"]);
    expect(r.state.players.p1!.backpack).toEqual(["map", "phone", "water"]);
    expect(r.state.pending.some((d) => d.kind === "backpackFull")).toBe(false);
  });

  it("asks, when a 4th token is picked up, whether to keep the backpack or replace one stored token", () => {
    const r = exchangeTurn(["map", "phone", "grenade"]);
    expect(r.state.pending[0]).toMatchObject({
      seat: "p1",
      kind: "backpackFull",
      options: [
        { keep: true },
        { replace: 0, old: "map" },
        { replace: 1, old: "phone" },
        { replace: 2, old: "grenade" },
      ],
      data: { token: "water" },
    });
    expect(zurvivors.legal(r.state, "p1")).toHaveLength(4);
  });

  it("keeping the backpack leaves the new token in the supply", () => {
    const r = exchangeTurn(["map", "phone", "grenade"]);
    const k = play(r.state, "p1", { type: "choose", option: 0 });
    expect(k.state.players.p1!.backpack).toEqual(["map", "phone", "grenade"]);
    expect(k.state.supply.water).toBe(4);
    expect(k.events).toContainEqual({ type: "TokenDeclined", seat: "p1", token: "water" });
  });

  it("replacing puts the old token back in the supply and the new one in its place", () => {
    const r = exchangeTurn(["map", "phone", "grenade"]);
    const k = play(r.state, "p1", { type: "choose", option: 3 });
    expect(k.state.players.p1!.backpack).toEqual(["map", "phone", "water"]);
    expect(k.state.supply.grenade).toBe(2);
    expect(k.state.supply.water).toBe(3);
    expect(k.events).toContainEqual({ type: "TokenReplaced", seat: "p1", token: "water", old: "grenade" });
  });

  it("asks the same for a token gained from a reward", () => {
    const { state } = escapeScene("reward-stash", 0, { backpacks: { p1: ["map", "map", "phone"] } });
    expect(state.pending[0]).toMatchObject({ seat: "p1", kind: "backpackFull", data: { token: "grenade" } });
  });
});

describe("Item Tokens: completing the objective", () => {
  it("completes a combination with tokens alone, and the used tokens are discarded to the supply", () => {
    const s = newGame(4);
    const c = cards(s);
    const t = stack(s, {
      hands: { p1: ["escape-ana", c.M[0]!], p2: [c.M[2]!], p3: [c.S[0]!], p4: [c.S[2]!] },
      backpacks: { p1: ["water", "flashlight", "water"] },
      objectives: { p1: "objective-1" },
      rewards: { p1: "reward-looting" },
    });
    for (const i of [5, 6]) t.track.cards[i]!.faceUp = true;
    expect(zurvivors.legal(t, "p1")).toContainEqual({ type: "escape", card: "escape-ana", combo: 0 });
    const r = play(t, "p1", { type: "escape", card: "escape-ana", combo: 0 });
    const done = playAll(r.state, [
      ["p2", { type: "place", card: c.M[2]! }],
      ["p3", { type: "place", card: c.S[0]! }],
      ["p4", { type: "place", card: c.S[2]! }],
    ]);
    expect(done.events.find((e) => e.type === "SurvivorEscaped")).toMatchObject({
      tokensUsed: ["water", "flashlight", "water"],
    });
    expect(done.state.players.p1!.backpack).toEqual([]);
    expect(done.state.supply.water).toBe(4);
  });

  it("mixes placed cards and tokens; cards pay first and unused tokens stay", () => {
    const s = newGame(4);
    const c = cards(s);
    const t = stack(s, {
      hands: { p1: ["escape-ana", c.M[0]!], p2: [c.M[2]!], p3: [c.S[0]!], p4: [c.S[2]!] },
      placed: { p1: [c.W[0]!, c.F[0]!] },
      backpacks: { p1: ["flashlight", "water"] },
      objectives: { p1: "objective-1" },
    });
    const r = playAll(t, [
      ["p1", { type: "escape", card: "escape-ana", combo: 0 }],
      ["p2", { type: "place", card: c.M[2]! }],
      ["p3", { type: "place", card: c.S[0]! }],
      ["p4", { type: "place", card: c.S[2]! }],
    ]);
    expect(r.events.find((e) => e.type === "SurvivorEscaped")).toMatchObject({ tokensUsed: ["water"] });
    expect(r.state.players.p1!.backpack[0]).toBe("flashlight");
  });

  it("does not count weapon tokens towards a combination", () => {
    const s = newGame(4);
    const c = cards(s);
    const t = stack(s, {
      hands: { p1: ["escape-ana", c.M[0]!], p2: [c.M[2]!], p3: [c.S[0]!], p4: [c.S[2]!] },
      placed: { p1: [c.W[0]!, c.W[1]!] },
      backpacks: { p1: ["grenade", "pistol", "ammo"] },
      objectives: { p1: "objective-1" },
    });
    expect(zurvivors.legal(t, "p1")).toEqual([{ type: "place", card: c.M[0] }]);
  });

  it("keeps unused tokens for the following rounds", () => {
    const s = newGame(4);
    const t = stack(s, { backpacks: { p1: ["phone", "grenade"], p3: ["map"] } });
    t.track.cards[3]!.faceUp = true; // everyone moves back onto card 3: no city effect
    const next = runOutOfCards(t);
    expect(next.round).toBe(2);
    expect(next.players.p1!.backpack).toEqual(["phone", "grenade"]);
    expect(next.players.p3!.backpack).toEqual(["map"]);
  });
});
