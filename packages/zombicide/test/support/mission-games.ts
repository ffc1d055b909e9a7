import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type MissionFile, missionFileSchema } from "@horda/content";
import { type Choice, choicesFor, RngCursor, type Seat, seedRng, startSession, submit } from "@horda/table";
import {
  profilePacks,
  survivorCatalogFromPacks,
  type ZombicideCommand,
  type ZombicideConfig,
  type ZombicideEvent,
  type ZombicideState,
  zombicide,
  zombieCatalogFromPacks,
} from "@horda/zombicide";
import { loadContentPacks } from "@horda/zombicide/node";
import { loadCoreTiles } from "./core-tiles.ts";

// Random legal games of the core missions (content/core2e/missions), shared by the property test and the
// engine throughput benchmark.
const root = fileURLToPath(new URL("../../../../", import.meta.url));
export const MISSION_IDS = [
  "first-night",
  "cold-storage",
  "last-broadcast",
  "joyride",
  "six-blocks",
] as const;

export function loadMission(id: string): MissionFile {
  const raw = JSON.parse(readFileSync(`${root}content/core2e/missions/${id}.mission.json`, "utf8"));
  return missionFileSchema.parse(raw);
}

const tiles = Object.fromEntries(loadCoreTiles());
const packs = profilePacks(loadContentPacks(`${root}content`), "2e");
const survivorCatalog = survivorCatalogFromPacks(packs);
const zombieCatalog = zombieCatalogFromPacks(packs);
/** The core content a game config needs (the fuzzer builds its own casts from it). */
export const CORE_CONTENT = { tiles, survivorCatalog, zombieCatalog } as const;
const CAST = ["wanda", "doug", "amy", "ned", "josh", "elle"] as const;

/** Optional modes for a random game: the modules switched on and the survivors' starting Adrenaline. */
export interface GameModes {
  readonly modules?: readonly string[];
  readonly adrenaline?: number;
  /** Fort Hendrix's Clock at setup (`modeOptions.startingHour`). */
  readonly startingHour?: number;
  /** Another zombie catalogue (Fort Hendrix's Shooter Walkers and Shooter cards). */
  readonly zombieCatalog?: ZombicideConfig["zombieCatalog"];
}

/** `p1`, `p2`... for `players` seats, and `cast` dealt round them in order. */
export function castAtTable(cast: readonly string[], players: number) {
  const seats = Array.from({ length: players }, (_, i) => `p${i + 1}`);
  const survivors = cast.map((id, i) => ({ id, seat: seats[i % players] as Seat }));
  return { seats, survivors };
}

/** The mission with its 6 survivors dealt round the table to `players` seats, Starting Equipment dealt. */
export function missionConfig(mission: MissionFile, players: number, modes: GameModes = {}): ZombicideConfig {
  const { seats, survivors } = castAtTable(CAST, players);
  return {
    map: mission.map,
    mission,
    tiles,
    seats,
    ...(modes.modules ? { modules: modes.modules } : {}),
    ...(modes.startingHour === undefined ? {} : { modeOptions: { startingHour: modes.startingHour } }),
    survivors: survivors.map((s) => ({
      ...s,
      ...(modes.adrenaline === undefined ? {} : { adrenaline: modes.adrenaline }),
    })),
    survivorCatalog,
    zombieCatalog: modes.zombieCatalog ?? zombieCatalog,
    startingDeal: true,
  };
}

export interface GameHooks {
  /** Called on every state before a command is chosen (and on the last one). */
  readonly onState?: (state: ZombicideState, step: number) => void;
  /** Called before a chosen command is submitted, with the random cursor (illegal-command probes). */
  readonly beforeCommand?: (
    state: ZombicideState,
    choices: readonly Choice<ZombicideCommand>[],
    rng: RngCursor,
  ) => void;
  /** Called with the events of each applied command. */
  readonly onEvents?: (events: readonly ZombicideEvent[]) => void;
  /** Commands picked first, three times in four, when legal (a rule random play seldom reaches). */
  readonly prefer?: (command: ZombicideCommand) => boolean;
}

/** Plays uniformly random legal commands until the game ends, no command is legal, or round `rounds` ends. */
export function playRandomGame(config: ZombicideConfig, seed: string, rounds: number, hooks: GameHooks = {}) {
  const started = startSession(zombicide, config, seed);
  if (!started.ok) throw new Error(started.error.message);
  let session = started.value;
  const rng = new RngCursor(seedRng(`picks:${seed}`));
  let commands = 0;
  for (;;) {
    const state = session.state;
    hooks.onState?.(state, commands);
    if (zombicide.status(state).kind === "finished" || state.turn.round > rounds) break;
    const choices = choicesFor(zombicide, state);
    if (choices.length === 0) break;
    hooks.beforeCommand?.(state, choices, rng);
    const preferred = hooks.prefer ? choices.filter((c) => hooks.prefer?.(c.command)) : [];
    const pool = preferred.length > 0 && rng.int(0, 3) > 0 ? preferred : choices;
    const choice = pool[rng.int(0, pool.length - 1)] as Choice<ZombicideCommand>;
    const done = submit(zombicide, session, choice.seat, choice.command);
    if (!done.ok)
      throw new Error(`legal command ${JSON.stringify(choice.command)} was refused: ${done.error.message}`);
    session = done.value.session;
    hooks.onEvents?.(done.value.events);
    commands++;
  }
  return { session, commands };
}
