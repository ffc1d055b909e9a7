import { describe, expect, it } from "vitest";
import { zurvivors } from "../src/game.ts";
import { nextFirstPlayer } from "../src/round.ts";
import type { ZState } from "../src/state.ts";
import { cardsOf, newGame, play, playAll, refused, type Stack, stack, types } from "./helpers.ts";
import { endTurns } from "./scenes.ts";

function byZombie(s: ZState, red: string): string[] {
  return s.set.items.cards
    .filter((c) => c.zombie === red && c.item !== "map" && c.players <= s.seats.length)
    .map((c) => c.id);
}

/**
 * Four players, p4 a zombie with three different zombie items in the shared area: the reveal brings a fourth, so
 * the horde advances one card. `extra` places the survivors and gives their tokens; returns the reveal.
 */
function hordeAdvances(extra: Stack) {
  const s = newGame(4);
  const M = cardsOf(s, "map");
  const [bite, claw, groan] = [byZombie(s, "bite"), byZombie(s, "claw"), byZombie(s, "groan")];
  const rot = byZombie(s, "rot");
  const t = stack(s, {
    zombies: ["p4"],
    zombieArea: [bite[0]!, claw[0]!, groan[0]!],
    hands: { p1: [M[0]!, M[1]!], p2: [M[2]!, M[3]!], p3: [M[4]!, M[5]!], p4: [rot[0]!, rot[1]!] },
    ...extra,
  });
  return { before: t, reveal: step(t, { p1: M[0]!, p2: M[2]!, p3: M[4]!, p4: rot[0]! }) };
}

/** Everyone places the first card of the given hands; returns the state after the reveal. */
function step(s: ZState, cards: Record<string, string>) {
  return playAll(
    s,
    Object.entries(cards).map(([seat, card]) => [seat, { type: "place", card }]),
  );
}

describe("Exchange and Ability", () => {
  it("allows the ability once per round; a blocked ability is refused; both turn back up next round", () => {
    const s = newGame(4);
    const M = cardsOf(s, "map");
    const t = stack(s, { hands: { p1: [M[0]!, M[1]!], p2: [M[2]!], p3: [M[3]!], p4: [M[4]!] } });
    t.players.p2!.ability = "blocked";
    const r = step(t, { p1: M[0]!, p2: M[2]!, p3: M[3]!, p4: M[4]! });
    let u = play(r.state, "p1", { type: "ability" }).state;
    if (u.pending[0]?.kind === "chooseToken") u = play(u, "p1", { type: "choose", option: 0 }).state;
    expect(u.players.p1!.ability).toBe("used");
    expect(u.players.p1!.backpack).toHaveLength(1);
    expect(zurvivors.legal(u, "p1")).toEqual([]);
    expect(u.pending.find((d) => d.seat === "p2" && d.kind === "actions")).toBeUndefined();
  });

  it("gives no exchange or ability to a survivor who escapes", () => {
    const s = newGame(4);
    const W = cardsOf(s, "water");
    const F = cardsOf(s, "flashlight");
    const M = cardsOf(s, "map");
    const t = stack(s, {
      hands: { p1: ["escape-ana"], p2: [M[0]!], p3: [M[1]!], p4: [M[2]!] },
      placed: { p1: [W[0]!, W[1]!, F[0]!, W[2]!, W[3]!] },
      objectives: { p1: "objective-1" },
      rewards: { p1: "reward-detour" },
    });
    const r = playAll(t, [
      ["p1", { type: "escape", card: "escape-ana", combo: 0 }],
      ["p2", { type: "place", card: M[0]! }],
      ["p3", { type: "place", card: M[1]! }],
      ["p4", { type: "place", card: M[2]! }],
    ]);
    expect(r.state.pending.some((d) => d.seat === "p1" && d.kind === "actions")).toBe(false);
    expect(types(r.events)).not.toContain("CardExchanged");
  });
});

describe("Preparation for the next round", () => {
  it("names the survivor closest to the horde; ties go to the tied player nearest the current starter's left", () => {
    const s = newGame(4);
    const t = stack(s, { pos: { p1: 4, p2: 3, p3: 5, p4: 3 } });
    t.firstPlayer = "p3";
    expect(nextFirstPlayer(t)).toBe("p4");
    t.firstPlayer = "p2";
    expect(nextFirstPlayer(t)).toBe("p2");
  });
});

describe("Playing as a Zombie", () => {
  it("transforms a reached survivor: last placement card out, cards, objective, reward and tokens returned, stays in the round", () => {
    const M = cardsOf(newGame(4), "map");
    const { before, reveal } = hordeAdvances({
      pos: { p2: 1 },
      backpacks: { p2: ["water"] },
      placed: { p2: [M[6]!] },
    });
    expect(before.placementGame).toHaveLength(3);
    let r = reveal;
    let u = r.state;
    while (u.pending.some((d) => d.kind === "actions"))
      u = play(u, u.pending[0]!.seat, { type: "endTurn" }).state;
    // Four different zombie items: the horde advances one card and reaches p2.
    expect(u.track.horde).toBe(1);
    const p2 = u.players.p2!;
    expect(p2.zombie).toBe(true);
    expect(p2.inRound).toBe(true);
    expect(p2.objective).toBeNull();
    expect(p2.backpack).toEqual([]);
    expect(u.supply.water).toBe(4);
    expect(u.placementGame).toEqual(["placement-1", "placement-2"]);
    r = { state: u, events: [] };
    expect(zurvivors.legal(u, "p2").length).toBeGreaterThan(0);
  });

  it("triggers a zombie ability by itself when its combination is in the shared area; escape cards are wildcards", () => {
    const s = newGame(4);
    const M = cardsOf(s, "map");
    const rot = byZombie(s, "rot");
    // Duda's zombie side: [rot, rot] — every survivor in the round discards its last token.
    const t = stack(s, {
      zombies: ["p4"],
      zombieArea: [rot[0]!],
      hands: {
        p1: [M[0]!, M[1]!],
        p2: [M[2]!, M[3]!],
        p3: [M[4]!, M[5]!],
        p4: ["escape-duda", "escape-ana"],
      },
      backpacks: { p1: ["water", "map"], p2: ["phone"] },
    });
    refused(t, "p4", { type: "place", card: "escape-ana" }, "not_own_escape_card");
    const r = step(t, { p1: M[0]!, p2: M[2]!, p3: M[4]!, p4: "escape-duda" });
    let u = r.state;
    const events = [...r.events];
    while (u.pending.some((d) => d.kind === "actions")) {
      const next = play(u, u.pending[0]!.seat, { type: "endTurn" });
      u = next.state;
      events.push(...next.events);
    }
    expect(events.find((e) => e.type === "ZombieAbility")).toMatchObject({ seat: "p4", survivor: "duda" });
    expect(u.players.p1!.backpack.length).toBeLessThanOrEqual(2);
    expect(u.zombieArea).toEqual([]);
  });
});

describe("Weapon Tokens", () => {
  it("a grenade makes the advancing horde fall back; declining transforms", () => {
    const u = endTurns(hordeAdvances({ pos: { p2: 1 }, backpacks: { p2: ["grenade"] } }).reveal.state).state;
    expect(u.pending[0]).toMatchObject({ seat: "p2", kind: "defend" });
    const saved = play(u, "p2", { type: "choose", option: 0 }).state;
    expect(saved.track.horde).toBe(0);
    expect(saved.players.p2!.zombie).toBe(false);
    const lost = play(u, "p2", { type: "choose", option: 1 }).state;
    expect(lost.players.p2!.zombie).toBe(true);
  });

  it("shares pistol and ammunition among the survivors the horde reaches", () => {
    const { reveal } = hordeAdvances({ pos: { p2: 1, p3: 1 }, backpacks: { p2: ["pistol"], p3: ["ammo"] } });
    const u = endTurns(reveal.state).state;
    expect(u.pending[0]).toMatchObject({
      seat: "p2",
      kind: "defend",
      options: [{ use: "pistol", seat: "p2", ammo: "p3" }, { use: "none" }],
    });
    const saved = play(u, "p2", { type: "choose", option: 0 }).state;
    expect(saved.players.p2!.zombie || saved.players.p3!.zombie).toBe(false);
    expect(saved.players.p2!.backpack).toEqual([]);
    expect(saved.players.p3!.backpack).toEqual([]);
  });
});

describe("End of Game", () => {
  it("after 1:00 the closest survivor wins; a tie goes to more item tokens, then is shared", () => {
    const s = newGame(4);
    const last = stack(s, {
      pos: { p1: 5, p2: 5, p3: 4, p4: 4 },
      backpacks: { p1: ["water", "grenade"], p2: ["map", "phone"] },
    });
    last.time = 1;
    const ended = stack(last, {
      hands: { p1: ["escape-bruno"], p2: ["escape-caio"], p3: ["escape-duda"], p4: ["escape-ana"] },
    });
    // Everyone was last-placed (move back 1): p1 and p2 tie at 4; p2 has 2 item tokens to p1's 1.
    expect(zurvivors.status(ended)).toMatchObject({ kind: "finished", outcome: "closest", winners: ["p2"] });
  });

  it("the zombies win when every survivor is transformed", () => {
    const s = newGame(3);
    const M = cardsOf(s, "map");
    const [bite, claw, groan] = [byZombie(s, "bite"), byZombie(s, "claw"), byZombie(s, "groan")];
    const rot = byZombie(s, "rot");
    const t = stack(s, {
      zombies: ["p2", "p3"],
      zombieArea: [bite[0]!, claw[0]!, groan[0]!],
      hands: { p1: [M[0]!, M[1]!], p2: [rot[0]!], p3: [rot[1]!] },
      pos: { p1: 1 },
    });
    let u = step(t, { p1: M[0]!, p2: rot[0]!, p3: rot[1]! }).state;
    while (u.pending[0]?.kind === "actions") u = play(u, u.pending[0]!.seat, { type: "endTurn" }).state;
    expect(zurvivors.status(u)).toMatchObject({
      kind: "finished",
      outcome: "zombies",
      winners: ["p1", "p2", "p3"],
    });
  });
});
