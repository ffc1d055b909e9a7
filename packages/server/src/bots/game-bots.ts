import { type BotSees, simpleZombicideBot, survivorBot } from "@horda/bots/zombicide";
import { heuristicBot } from "@horda/bots/zurvivors/heuristic";
import type { ZombicideCommand, ZombicideState } from "@horda/zombicide";
import type { ZCommand, ZState } from "@horda/zurvivors";
import type { Bot } from "./bot.ts";

const zurvivorsHeuristic = heuristicBot();

/** The Zurvivors heuristic player of @horda/bots. */
export const zurvivorsBot: Bot = {
  id: "heuristic",
  pick: (legal, { state, seat, rng }) =>
    zurvivorsHeuristic.choose(state as ZState, seat, legal as readonly ZCommand[], rng),
};

/** The simple Zombicide player of @horda/bots (attack, search, head for the Objectives, else end the turn). */
export const zombicideBot: Bot = {
  id: "simple",
  pick: (legal, { state, seat, rng }) =>
    simpleZombicideBot(state as ZombicideState, seat, legal as readonly ZombicideCommand[], rng),
};

const survivor = survivorBot();

/** The survivor bot of @horda/bots (docs/bots.md); it reads only its seat's view, never the full state. */
export const zombicideSurvivorBot: Bot = {
  id: "survivor",
  pick: (legal, { view, seat, rng }) =>
    survivor.choose(view as unknown as BotSees, seat, legal as readonly ZombicideCommand[], rng),
};
