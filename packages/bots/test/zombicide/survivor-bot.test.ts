import { RngCursor, seedRng } from "@horda/table";
import { type ZombicideCommand, zombicide } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { actingSeats } from "../../src/zombicide/acting-seats.ts";
import { playZombicide } from "../../src/zombicide/play.ts";
import { simConfig } from "../../src/zombicide/sim-config.ts";
import { randomZombicideBot, survivorBot, type ZombicideBot } from "../../src/zombicide/survivor-bot.ts";
import { CORE_MISSIONS, content, coreMission } from "./content.ts";

// A few games in this thread with the pick checked by the test itself; the 2,000 games per mission run
// on every core in legality-sweep.test.ts.
const GAMES = Number(process.env.HORDA_BOT_GAMES ?? 3);

/** A bot that checks each pick is one of the legal commands before it is sent. */
function checked(bot: ZombicideBot, picks: { n: number }): ZombicideBot {
  return {
    name: bot.name,
    choose(seen, seat, legal, rng) {
      const c = bot.choose(seen, seat, legal, rng);
      const json = JSON.stringify(c);
      if (!legal.some((l) => JSON.stringify(l) === json)) throw new Error(`not a legal command: ${json}`);
      picks.n++;
      return c;
    },
  };
}

describe("the Zombicide survivor bot", () => {
  for (const id of CORE_MISSIONS) {
    it(
      `plays ${GAMES} games of ${id} to the end sending only legal commands`,
      () => {
        const config = simConfig(coreMission(id), content, 2);
        const picks = { n: 0 };
        for (let g = 0; g < GAMES; g++) {
          // playZombicide throws if the engine refuses a command.
          const { stats } = playZombicide(config, `legal:${id}:${g}`, [checked(survivorBot(), picks)]);
          expect(["win", "loss", "unfinished"]).toContain(stats.result);
        }
        expect(picks.n).toBeGreaterThan(GAMES * 10);
      },
      60_000 + GAMES * 2_000,
    );
  }

  it("plays from a seat's view (no generator, hidden decks) the same as from the state", () => {
    const config = simConfig(coreMission("first-night"), content, 2);
    const started = zombicide.setup(config, "view-1");
    if (!started.ok) throw new Error(started.error.message);
    let state = started.value;
    for (let i = 0; i < 40 && zombicide.status(state).kind === "ongoing"; i++) {
      const seat = actingSeats(state).find((s) => zombicide.legal(state, s).length > 0) as string;
      const legal = zombicide.legal(state, seat);
      const fromState = survivorBot().choose(state, seat, legal, new RngCursor(seedRng(`v${i}`)));
      const fromView = survivorBot().choose(
        zombicide.view(state, seat),
        seat,
        legal,
        new RngCursor(seedRng(`v${i}`)),
      );
      expect(fromView).toEqual(fromState);
      const applied = zombicide.apply(state, seat, fromState as ZombicideCommand);
      if (!applied.ok) throw new Error(applied.error.message);
      state = applied.value.state;
    }
  });

  it("takes an Objective it stands on and fights zombies in its zone rather than walking past", () => {
    const config = simConfig(coreMission("first-night"), content, 1);
    const started = zombicide.setup(config, "first-pick");
    if (!started.ok) throw new Error(started.error.message);
    const legal = zombicide.legal(started.value, "p1");
    const pick = survivorBot().choose(started.value, "p1", legal, new RngCursor(seedRng("x")));
    // Round 1 on First Night: no zombie in the starting zone, an Objective to reach: a move, never an end.
    expect(pick.type).not.toBe("endTurn");
    expect(legal).toContainEqual(pick);
  });

  it("the simulator stops a game when a bot sends a command legal did not list", () => {
    const config = simConfig(coreMission("first-night"), content, 1);
    const cheat: ZombicideBot = {
      name: "cheat",
      choose: (_seen, _seat, legal) => ({ ...(legal[0] as ZombicideCommand), survivor: "nobody" }),
    };
    expect(() => playZombicide(config, "cheat-1", [cheat])).toThrow(/cheat bot sent .* not a legal command/);
  });

  it("the random bot also plays only legal commands", () => {
    const config = simConfig(coreMission("joyride"), content, 3);
    const picks = { n: 0 };
    const { stats } = playZombicide(config, "random-1", [checked(randomZombicideBot(), picks)]);
    expect(stats.rounds).toBeGreaterThanOrEqual(1);
    expect(picks.n).toBeGreaterThan(0);
  });
});
