import { describe, expect, it } from "vitest";
import { zurvivors } from "../src/game.ts";
import { newGame, play, playAll, stack } from "./helpers.ts";
import { cards, runOutOfCards } from "./scenes.ts";

// Rulebook, "Item Tokens": a backpack of up to 3 tokens; a 4th may replace one already stored.

// The backpack's limit (3 tokens; a 4th may replace one) is in scenarios/backpack/*.scenario.yaml.

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
