import { describe, expect, it } from "vitest";
import { newGame, play, playAll, stack, types } from "./helpers.ts";
import { cards, choose, endTurns, escapeScene, redCards } from "./scenes.ts";

// Rulebook, "Playing as a Zombie" and "Zombie Ability". Default zombie sides: Ana [bite, bite] horde +1;
// Bruno [claw, claw] and Flora [groan, rot] the furthest survivors in the round move back 1; Caio [groan,
// groan] survivors in the round discard their last placed card; Duda [rot, rot] their last token; Elias
// [bite, claw] one broken zombie icon.

// Way 1 of reaching a survivor (a zombie icon moves the horde onto it): scenarios/zombies/horde-reaches-a-survivor.

describe("Zombie Ability", () => {
  function zombieStep(zombie: "p1" | "p3", red: string[], survivors?: string[]) {
    const s = newGame(4, survivors);
    const c = cards(s);
    const hands: Record<string, string[]> = {
      p1: [c.S[0]!, c.S[1]!],
      p2: [c.F[0]!, c.F[1]!],
      p3: [c.P[0]!, c.P[1]!],
      p4: [c.B[0]!, c.B[1]!],
    };
    hands[zombie] = [red[1]!];
    const t = stack(s, {
      zombies: [zombie],
      zombieArea: [red[0]!],
      hands,
      placed: { p1: [c.M[0]!], p2: [c.M[1]!], p3: [c.M[2]!], p4: [c.M[3]!] },
    });
    const r = playAll(
      t,
      t.pending.map((d) => [d.seat, { type: "place", card: t.players[d.seat]!.hand[0]! }] as const),
    );
    const e = endTurns(r.state);
    return { ...e, events: [...r.events, ...e.events], c, red };
  }

  it("triggers by itself when its combination lies in the shared area; the cards used are discarded", () => {
    const s = newGame(4);
    const bites = redCards(s, "bite", ["water"]);
    const r = zombieStep("p1", bites); // Ana: [bite, bite] -> the horde advances 1
    expect(r.events).toContainEqual({
      type: "ZombieAbility",
      seat: "p1",
      survivor: "ana",
      cards: [bites[0], bites[1]],
    });
    expect(r.state.track.horde).toBe(1);
    expect(r.state.zombieArea).toEqual([]);
    expect(r.state.discard).toEqual(expect.arrayContaining([bites[0], bites[1]]));
  });

  it("Caio's zombie side makes every survivor in the round discard the card placed last", () => {
    const s = newGame(4);
    const groans = redCards(s, "groan", ["water"]);
    const r = zombieStep("p3", groans);
    for (const seat of ["p1", "p2", "p4"]) expect(r.state.players[seat]!.placed).toHaveLength(1);
    expect(r.state.discard).toEqual(expect.arrayContaining([r.c.S[0], r.c.F[0], r.c.B[0]]));
  });

  it("Elias's zombie side is one broken icon: alone it does not move the horde", () => {
    const s = newGame(4, ["elias", "bruno", "caio", "duda"]);
    const r = zombieStep(
      "p1",
      [redCards(s, "bite", ["water"])[0]!, redCards(s, "claw", ["firstAid"])[0]!],
      ["elias", "bruno", "caio", "duda"],
    );
    expect(r.events).toContainEqual({ type: "ZombieIcon", icon: "broken" });
    expect(r.state.brokenIcons).toBe(1);
    expect(r.state.track.horde).toBe(0);
  });

  it("resolves clockwise from the first player: the first zombie whose combination is there takes the cards", () => {
    // Ana (p2) needs [bite, bite], Elias (p3) [bite, claw]; the area holds bite, bite, claw.
    const setUp = (first: "p1" | "p3") => {
      const s = newGame(4, ["bruno", "ana", "elias", "duda"]);
      s.firstPlayer = first;
      const c = cards(s);
      const bites = redCards(s, "bite", ["water"]);
      const claw = redCards(s, "claw", ["phone"]);
      const groans = redCards(s, "groan", ["water"]);
      const t = stack(s, {
        zombies: ["p2", "p3"],
        zombieArea: [bites[0]!, bites[1]!, claw[0]!],
        hands: { p1: [c.S[0]!, c.S[1]!], p2: [groans[0]!], p3: [groans[1]!], p4: [c.F[0]!, c.F[1]!] },
      });
      const r = playAll(
        t,
        t.pending.map((d) => [d.seat, { type: "place", card: t.players[d.seat]!.hand[0]! }] as const),
      );
      const e = endTurns(r.state);
      return [...r.events, ...e.events].filter((x) => x.type === "ZombieAbility").map((x) => x.survivor);
    };
    expect(setUp("p1")).toEqual(["ana"]);
    expect(setUp("p3")).toEqual(["elias"]);
  });

  it("does not affect survivors who used the Escape action", () => {
    const s = newGame(4);
    const claws = redCards(s, "claw", ["phone", "firstAid"]);
    // Bruno (p2) is a zombie: [claw, claw] moves the survivors in the round furthest from the horde back 1.
    // p1 escapes to card 6 this step; p3 on card 5 is the furthest still in the round.
    const { state } = escapeScene("reward-looting", 0, {
      zombies: ["p2"],
      zombieArea: [claws[0]!],
      hands: { p2: [claws[1]!] },
      pos: { p3: 5 },
    });
    const r = endTurns(state);
    expect(types(r.events)).toContain("ZombieAbility");
    expect(r.state.players.p1!.pos).toBe(6);
    expect(r.state.players.p3!.pos).toBe(4);
  });
});

describe("Ability: does not affect survivors who used the Escape action", () => {
  it("Duda's pickpocket cannot take a token from a survivor who escaped", () => {
    const { state } = escapeScene("reward-stash", 0, { backpacks: { p1: ["map"], p2: ["phone"] } });
    let u = state;
    while (u.pending[0]?.seat !== "p4") u = play(u, u.pending[0]!.seat, { type: "endTurn" }).state;
    const r = play(u, "p4", { type: "ability" });
    // Only p2's phone was within reach, so it is taken without a choice; p1's map stays.
    expect(r.state.players.p4!.backpack).toEqual(["phone"]);
    expect(r.state.players.p1!.backpack).toEqual(["map", "grenade"]);
  });
});

describe("Weapon Tokens: a survivor retreating into the horde", () => {
  function retreatIntoHorde(backpack: ("grenade" | "pistol" | "ammo" | "map")[]) {
    const s = newGame(4);
    const t = stack(s, { horde: 2, pos: { p2: 3 }, backpacks: { p2: backpack } });
    for (const i of [2, 3]) t.track.cards[i]!.faceUp = true;
    // Cards run out: everyone is last-placed on placement card 4 (move back 1); p2 steps onto the horde.
    return stack(t, {
      hands: { p1: ["escape-bruno"], p2: ["escape-caio"], p3: ["escape-duda"], p4: ["escape-ana"] },
    });
  }

  it("may spend a grenade: the survivor advances 1 city card instead of turning", () => {
    const t = retreatIntoHorde(["grenade"]);
    expect(t.pending[0]).toMatchObject({
      seat: "p2",
      kind: "defend",
      options: [{ use: "grenade" }, { use: "none" }],
    });
    const r = choose(t, "p2", { use: "grenade" });
    expect(r.state.players.p2).toMatchObject({ zombie: false, pos: 3, backpack: [] });
    expect(r.state.track.horde).toBe(2);
  });

  it("without weapons (or declining them) turns zombie: way 2 of reaching a survivor", () => {
    const t = retreatIntoHorde(["grenade"]);
    const r = choose(t, "p2", { use: "none" });
    expect(r.state.players.p2!.zombie).toBe(true);
    expect(r.state.placementGame).toHaveLength(3);
  });

  it("a pistol without ammunition is no defence", () => {
    const t = retreatIntoHorde(["pistol", "map"]);
    expect(t.players.p2!.zombie).toBe(true);
    expect(t.supply.pistol).toBe(2);
  });

  it("a pistol with the survivor's own ammunition is a defence, spending both", () => {
    const t = retreatIntoHorde(["pistol", "ammo"]);
    expect(t.pending[0]!.options[0]).toEqual({ use: "pistol", seat: "p2", ammo: "p2" });
    const r = play(t, "p2", { type: "choose", option: 0 });
    expect(r.state.players.p2).toMatchObject({ zombie: false, backpack: [] });
  });
});
