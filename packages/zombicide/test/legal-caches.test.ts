import { describe, expect, it } from "vitest";
import type { SurvivorState, ZombicideCommand, ZombicideState } from "../src/index.ts";
import { zombicide } from "../src/index.ts";
import { loadMission, missionConfig, playRandomGame } from "./support/mission-games.ts";

// `legal` keeps what it worked out for the states it was last asked about (the Reorganize and Trade layouts of
// inventories nobody touched, each survivor's attack targets...), found again by object identity. A state's JSON
// copy shares no object with any state asked before, so its `legal` is worked out afresh: both must agree at
// every step of a game in which inventories change often and survivors meet and part.
describe("legal's kept answers", () => {
  it.each(["first-night", "six-blocks"])("are what a fresh copy of each state gets (%s)", (id) => {
    const asked: { state: ZombicideState; seat: string; legal: ZombicideCommand[] }[] = [];
    let commands = 0;
    for (let game = 0; game < 4; game++)
      commands += playRandomGame(missionConfig(loadMission(id), 2), `legal-caches-${id}-${game}`, 6, {
        onState: (state) => {
          for (const seat of state.seats) asked.push({ state, seat, legal: zombicide.legal(state, seat) });
        },
        // Trades and reorganisations first: inventories change between the steps that ask about them.
        prefer: (c) => c.type === "reorganize" || c.type === "search" || c.type === "move",
      }).commands;
    expect(commands).toBeGreaterThan(200);
    const trades = asked.filter((a) => a.legal.some((c) => c.type === "reorganize" && c.with !== undefined));
    expect(trades.length).toBeGreaterThan(20);
    for (const { state, seat, legal } of asked) {
      const copy = JSON.parse(JSON.stringify(state)) as ZombicideState;
      expect(zombicide.legal(copy, seat)).toEqual(legal);
    }
  });

  // A search puts a card in a Hand and leaves the Backpack array as it was; a Trade changes the other survivor.
  describe("answer a change to one part of an inventory", () => {
    const started = zombicide.setup(missionConfig(loadMission("first-night"), 2), "legal-caches-parts");
    if (!started.ok) throw new Error(started.error.message);
    const first = started.value;
    const [s, mate] = first.survivors.filter((x) => x.seat === "p1");
    if (!s || !mate || s.zone !== mate.zone || s.hands[0] === null)
      throw new Error("two p1 survivors together");
    const changed = (id: string, change: (x: SurvivorState) => SurvivorState): ZombicideState => ({
      ...first,
      survivors: first.survivors.map((x) => (x.id === id ? change(x) : x)),
    });
    const card = s.hands[0];
    it.each([
      ["its Hands (same Backpack)", changed(s.id, (x) => ({ ...x, hands: [x.hands[1], x.hands[0]] }))],
      ["its Backpack (same Hands)", changed(s.id, (x) => ({ ...x, backpack: [card] }))],
      ["a mate's Hands (same Backpack)", changed(mate.id, (x) => ({ ...x, hands: [null, null] }))],
    ])("%s", (_what, next) => {
      zombicide.legal(first, "p1");
      const copy = JSON.parse(JSON.stringify(next)) as ZombicideState;
      const now = zombicide.legal(next, "p1");
      expect(now).toEqual(zombicide.legal(copy, "p1"));
      expect(now).not.toEqual(zombicide.legal(first, "p1"));
    });
  });
});
