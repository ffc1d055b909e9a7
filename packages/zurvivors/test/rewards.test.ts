import { describe, expect, it } from "vitest";
import { newGame, playAll, refused, stack, types } from "./helpers.ts";
import {
  askedSeats,
  cards,
  choose,
  endTurns,
  escapeScene,
  objective1Payment,
  runOutOfCards,
} from "./scenes.ts";

// Rulebook, "Reward Effects". Placement card 1 (4-player box) reads "advance 2, activate your reward for the
// combination you completed": combination 0 activates level 1 of the reward card, 1 level 2, 2 level 3.

describe("Reward Effects: 1. Remove Items", () => {
  it("level 3 of a remove card removes a card and a token, one choice after the other", () => {
    const { state, c } = escapeScene("reward-scavenge", 2, { backpacks: { p4: ["phone"] } });
    // The card is chosen first; the token has a single possible target and goes at once.
    const r = choose(state, "p1", { seat: "p3", item: "sandwich" });
    expect(r.state.players.p3!.placed).toEqual([]);
    expect(r.state.players.p4!.backpack).toEqual([]);
    expect(r.state.discard).toContain(c.S[4]);
  });
});

describe("Reward Effects: 2. Gain Armament", () => {
  it("gains 1 pistol and 1 ammunition token together", () => {
    const { state } = escapeScene("reward-armory", 2);
    expect(state.players.p1!.backpack).toEqual(["pistol", "ammo"]);
  });

  it("offers only what the supply still holds, and says so when nothing is left", () => {
    const one = escapeScene("reward-stash", 1, { backpacks: { p2: ["pistol"], p3: ["pistol"] } });
    // No pistol left: the ammunition comes without a choice.
    expect(one.state.players.p1!.backpack).toEqual(["ammo"]);
    const none = escapeScene("reward-stash", 0, { backpacks: { p2: ["grenade"], p3: ["grenade"] } });
    expect(none.events).toContainEqual({ type: "TokenUnavailable", seat: "p1", token: "grenade" });
    expect(none.state.players.p1!.backpack).toEqual([]);
  });
});

describe("Reward Effects: 3. Influence Survivors", () => {
  it("moves another survivor of the escaper's choice 1 city card towards the Zombie Horde", () => {
    const { state } = escapeScene("reward-sabotage", 0);
    expect(state.pending[0]!.options).toEqual([{ seat: "p2" }, { seat: "p3" }, { seat: "p4" }]);
    const r = choose(state, "p1", { seat: "p3" });
    expect(r.state.players.p3!.pos).toBe(3);
    expect(r.events).toContainEqual(
      expect.objectContaining({ type: "SurvivorMoved", seat: "p3", direction: "horde" }),
    );
  });

  it("moves another survivor of the escaper's choice 1 city card towards the Rescue Card", () => {
    const { state } = escapeScene("reward-detour", 0);
    const r = choose(state, "p1", { seat: "p4" });
    expect(r.state.players.p4!.pos).toBe(5);
    expect(r.state.players.p2!.pos).toBe(4);
  });

  it("blocks a face-up ability immediately: the survivor cannot use it for the rest of the round", () => {
    // p3 holds a map token, so Duda (p4) has something to take with her ability.
    const { state } = escapeScene("reward-sabotage", 1, { backpacks: { p3: ["map"] } });
    const r = choose(state, "p1", { seat: "p2" });
    expect(r.state.players.p2!.ability).toBe("blocked");
    expect(r.events).toContainEqual({ type: "AbilityBlocked", seat: "p1", target: "p2", now: true });
    // Bruno (p2) had his ability to use this step; now only p3 and p4 get an Exchange/Ability turn.
    expect(askedSeats(r.state)).toEqual(["p3", "p4"]);
    // Not blocked in the next round: the card turns face up again.
    expect(runOutOfCards(r.state).players.p2!.ability).toBe("ready");
  });

  it("blocks an ability already used this round in the next round instead", () => {
    const s = newGame(4);
    const c = cards(s);
    const t = stack(s, {
      hands: { p1: ["escape-ana"], p2: [c.M[4]!, c.M[5]!], p3: [c.S[4]!, c.S[5]!], p4: [c.W[4]!, c.W[5]!] },
      placed: { p1: objective1Payment(c, 1) },
      objectives: { p1: "objective-1" },
      rewards: { p1: "reward-sabotage" },
    });
    t.players.p2!.ability = "used";
    const r = playAll(t, [
      ["p1", { type: "escape", card: "escape-ana", combo: 1 }],
      ["p2", { type: "place", card: c.M[4]! }],
      ["p3", { type: "place", card: c.S[4]! }],
      ["p4", { type: "place", card: c.W[4]! }],
    ]);
    const u = choose(r.state, "p1", { seat: "p2" });
    expect(u.events).toContainEqual({ type: "AbilityBlocked", seat: "p1", target: "p2", now: false });
    const next = runOutOfCards(u.state);
    expect(next.round).toBe(2);
    expect(next.players.p2!.ability).toBe("blocked");
    const step = playAll(
      next,
      next.pending.map((d) => [d.seat, { type: "place", card: next.players[d.seat]!.hand[0]! }]),
    );
    expect(askedSeats(step.state)).not.toContain("p2");
    refused(step.state, "p2", { type: "ability" }, "not_waiting_for_you");
  });
});

describe("Reward Effects: zombie icons", () => {
  it("a complete icon advances the Zombie Horde 1 city card, once the step's escapes are resolved", () => {
    const { state, events } = escapeScene("reward-stash", 0);
    expect(events).toContainEqual({ type: "ZombieIcon", icon: "full" });
    expect(state.track.horde).toBe(1);
    expect(types(events).indexOf("HordeAdvanced")).toBeGreaterThan(types(events).indexOf("HandDealtOut"));
  });

  it("one broken icon does not move the horde", () => {
    const { state, events } = escapeScene("reward-armory", 1);
    expect(events).toContainEqual({ type: "ZombieIcon", icon: "broken" });
    expect(state.track.horde).toBe(0);
    expect(state.brokenIcons).toBe(1);
  });

  it("two broken icons advance the horde 1 city card (two escapes in the same step)", () => {
    const s = newGame(4);
    const c = cards(s);
    // p1: objective-1 combination 1; p2: objective-4 combination 1 = [sandwich, map, flashlight, phone].
    const t = stack(s, {
      hands: { p1: ["escape-ana"], p2: ["escape-bruno"], p3: [c.S[4]!, c.S[5]!], p4: [c.W[4]!, c.W[5]!] },
      placed: { p1: objective1Payment(c, 1), p2: [c.S[1]!, c.M[1]!, c.F[1]!, c.P[0]!] },
      objectives: { p1: "objective-1", p2: "objective-4" },
      rewards: { p1: "reward-armory", p2: "reward-stash" },
    });
    for (const i of [5, 6]) t.track.cards[i]!.faceUp = true;
    const r = playAll(t, [
      ["p1", { type: "escape", card: "escape-ana", combo: 1 }],
      ["p2", { type: "escape", card: "escape-bruno", combo: 1 }],
      ["p3", { type: "place", card: c.S[4]! }],
      ["p4", { type: "place", card: c.W[4]! }],
    ]);
    expect(r.state.track.horde).toBe(0);
    const u = choose(r.state, "p2", "pistol");
    expect(u.events.filter((e) => e.type === "ZombieIcon")).toHaveLength(1);
    expect(u.state.track.horde).toBe(1);
    expect(u.state.brokenIcons).toBe(0);
  });

  it("broken icons are counted per round: a lone one is forgotten at the next round", () => {
    const { state } = escapeScene("reward-armory", 1);
    expect(state.brokenIcons).toBe(1);
    expect(runOutOfCards(state).brokenIcons).toBe(0);
  });
});

describe("Reward Effects: rewards may not prevent the Escape of other survivors", () => {
  function twoEscape(reward1: string, reward2: string) {
    const s = newGame(4);
    const c = cards(s);
    const t = stack(s, {
      hands: { p1: ["escape-ana"], p2: ["escape-bruno"], p3: [c.S[4]!, c.S[5]!], p4: [c.W[4]!, c.W[5]!] },
      placed: { p1: objective1Payment(c, 0), p2: [c.W[2]!, c.W[3]!, c.F[1]!] },
      objectives: { p1: "objective-1", p2: "objective-4" },
      rewards: { p1: reward1, p2: reward2 },
      backpacks: { p1: ["map"], p2: ["map"], p3: ["map"] },
    });
    for (const i of [5, 6]) t.track.cards[i]!.faceUp = true;
    return playAll(t, [
      ["p1", { type: "escape", card: "escape-ana", combo: 0 }],
      ["p2", { type: "escape", card: "escape-bruno", combo: 0 }],
      ["p3", { type: "place", card: c.S[4]! }],
      ["p4", { type: "place", card: c.W[4]! }],
    ]);
  }

  it("a reward cannot target a survivor escaping later in the same step", () => {
    const r = twoEscape("reward-sabotage", "reward-stash");
    expect(r.state.pending[0]).toMatchObject({ seat: "p1", kind: "target" });
    expect(r.state.pending[0]!.options).toEqual([{ seat: "p3" }, { seat: "p4" }]);
  });

  it("a reward cannot target a survivor who escaped earlier in the same step", () => {
    const r = twoEscape("reward-stash", "reward-sabotage");
    expect(r.state.pending[0]).toMatchObject({ seat: "p2", kind: "target" });
    expect(r.state.pending[0]!.options).toEqual([{ seat: "p3" }, { seat: "p4" }]);
    // A token removal likewise only sees p3's map, and takes it without asking.
    const loot = twoEscape("reward-stash", "reward-looting");
    expect(loot.state.players.p1!.backpack).toContain("map");
    expect(loot.state.players.p3!.backpack).toEqual([]);
  });

  it("a survivor who escaped in an earlier step may still be targeted (its escape is already done)", () => {
    const first = escapeScene("reward-looting", 0);
    const c = first.c;
    const later = stack(endTurns(first.state).state, {
      hands: { p2: ["escape-bruno"], p3: [c.S[6]!], p4: [c.W[6]!] },
      placed: { p2: [c.W[2]!, c.W[3]!, c.F[1]!] },
      objectives: { p2: "objective-4" },
      rewards: { p2: "reward-sabotage" },
    });
    const r = playAll(later, [
      ["p2", { type: "escape", card: "escape-bruno", combo: 0 }],
      ["p3", { type: "place", card: c.S[6]! }],
      ["p4", { type: "place", card: c.W[6]! }],
    ]);
    expect(r.state.pending[0]).toMatchObject({ seat: "p2", kind: "target" });
    expect(r.state.pending[0]!.options).toEqual([{ seat: "p1" }, { seat: "p3" }, { seat: "p4" }]);
  });

  it("horde movement from a reward waits until every escape of the step is resolved", () => {
    const s = newGame(4);
    const c = cards(s);
    // p2 stands next to the horde and escapes in the same step as p1, whose complete icon moves the horde.
    // p2: objective-4 combination 1 = [sandwich, map, flashlight, phone]; reward-stash level 2 (broken icon).
    const t = stack(s, {
      hands: { p1: ["escape-ana"], p2: ["escape-bruno"], p3: [c.S[4]!, c.S[5]!], p4: [c.W[4]!, c.W[5]!] },
      placed: { p1: objective1Payment(c, 0), p2: [c.S[1]!, c.M[1]!, c.F[1]!, c.P[0]!] },
      objectives: { p1: "objective-1", p2: "objective-4" },
      rewards: { p1: "reward-looting", p2: "reward-stash" },
      pos: { p2: 1 },
      horde: 0,
    });
    for (const i of [2, 5, 6]) t.track.cards[i]!.faceUp = true;
    const r = playAll(t, [
      ["p1", { type: "escape", card: "escape-ana", combo: 0 }],
      ["p2", { type: "escape", card: "escape-bruno", combo: 1 }],
      ["p3", { type: "place", card: c.S[4]! }],
      ["p4", { type: "place", card: c.W[4]! }],
    ]);
    // p1's complete icon would reach p2 on card 1, but p2's escape (placement card 2: advance 1) comes first.
    expect(r.state.track.horde).toBe(0);
    const u = choose(r.state, "p2", "pistol");
    expect(types(u.events)).not.toContain("SurvivorTransformed");
    expect(u.state.players.p2!).toMatchObject({ zombie: false, pos: 2 });
    expect(u.state.track.horde).toBe(1);
  });
});
