import { RngCursor, type Seat, seedRng } from "@horda/table";
import {
  survivorDanger,
  type ZombicideCommand,
  type ZombicideConfig,
  type ZombicideEvent,
  type ZombicideState,
  zombicide,
} from "@horda/zombicide";
import { actingSeats } from "./acting-seats.ts";
import type { GameStats } from "./game-stats.ts";
import type { ZombicideBot } from "./survivor-bot.ts";

export interface PlayLimits {
  /** A game still going after this round ends as "unfinished" (counted as not won). */
  readonly maxRounds?: number;
  readonly maxCommands?: number;
}

const DANGER_RANK = ["blue", "yellow", "orange", "red"];

class Recorder {
  readonly survivors: Record<string, { wounds: number; eliminated: boolean }> = {};
  readonly spawned: Record<string, number> = {};
  readonly zoneWounds: Record<string, number> = {};
  readonly zoneDeaths: Record<string, number> = {};
  /** Goal index → the round it was first reached. */
  readonly goals: Record<string, number> = {};

  constructor(state: ZombicideState) {
    for (const s of state.survivors)
      if (!s.companion) this.survivors[s.id] = { wounds: 0, eliminated: false };
  }

  /** Goals the state counts as reached that no GoalReached event announced (met at setup): this round. */
  goalsOf(state: ZombicideState): void {
    for (const i of state.mission?.goalsReached ?? []) this.goals[String(i)] ??= state.turn.round;
  }

  events(state: ZombicideState, events: readonly ZombicideEvent[]): void {
    for (const e of events) {
      if (e.type === "WoundTaken") {
        const s = this.survivors[e.survivor];
        if (s) s.wounds += e.wounds;
        const zone = state.survivors.find((x) => x.id === e.survivor)?.zone;
        if (zone) this.zoneWounds[zone] = (this.zoneWounds[zone] ?? 0) + e.wounds;
      } else if (e.type === "SurvivorEliminated" || e.type === "SurvivorKnockedOut") {
        const s = this.survivors[e.survivor];
        if (s) s.eliminated = true;
        this.zoneDeaths[e.zone] = (this.zoneDeaths[e.zone] ?? 0) + 1;
      } else if (e.type === "ZombiesSpawned") {
        this.spawned[e.zombie] = (this.spawned[e.zombie] ?? 0) + e.zombies.length;
      } else if (e.type === "GoalReached") {
        this.goals[String(e.goal)] ??= state.turn.round;
      }
    }
  }
}

/** The bot's pick is one of `legal`'s commands (the same object, or the same JSON). */
function isListed(command: ZombicideCommand, legal: readonly ZombicideCommand[]): boolean {
  if (legal.includes(command)) return true;
  const json = JSON.stringify(command);
  return legal.some((l) => JSON.stringify(l) === json);
}

/**
 * Plays one Zombicide game with a bot on every seat through `legal` and `apply` only, and records what the
 * Mission lab reports. Throws when a bot sends a command `legal` did not list, or the engine refuses one it
 * listed: either is a bug, so every simulated game is also a legality check.
 */
export function playZombicide(
  config: ZombicideConfig,
  seed: string,
  bots: readonly ZombicideBot[],
  limits: PlayLimits = {},
): { state: ZombicideState; stats: GameStats } {
  const maxRounds = limits.maxRounds ?? 60;
  const maxCommands = limits.maxCommands ?? 50_000;
  const started = zombicide.setup(config, seed);
  if (!started.ok) throw new Error(`setup refused: ${started.error.message}`);
  let state = started.value;
  const seats = zombicide.seats(state);
  const botOf = new Map<Seat, ZombicideBot>(seats.map((s, i) => [s, bots[i % bots.length] as ZombicideBot]));
  const rng = new RngCursor(seedRng(`bots:${seed}`));
  const rec = new Recorder(state);
  rec.goalsOf(state);
  let commands = 0;
  let stuck = false;
  while (commands < maxCommands && state.turn.round <= maxRounds) {
    if (zombicide.status(state).kind === "finished") break;
    let moved = false;
    for (const seat of actingSeats(state)) {
      const legal = zombicide.legal(state, seat);
      if (legal.length === 0) continue;
      const bot = botOf.get(seat) as ZombicideBot;
      const command: ZombicideCommand = bot.choose(state, seat, legal, rng);
      if (!isListed(command, legal))
        throw new Error(
          `${bot.name} bot sent ${JSON.stringify(command)}, not a legal command (seed ${seed})`,
        );
      const applied = zombicide.apply(state, seat, command);
      if (!applied.ok)
        throw new Error(
          `${bot.name} bot's command ${JSON.stringify(command)} was refused (seed ${seed}): ${applied.error.message}`,
        );
      state = applied.value.state;
      rec.events(state, applied.value.events);
      commands++;
      moved = true;
      break;
    }
    if (!moved) {
      stuck = true;
      break;
    }
  }
  rec.goalsOf(state);
  const status = zombicide.status(state);
  const won = status.kind === "finished" && status.outcome === "win";
  const outcome = state.mission?.outcome;
  const cause = won
    ? ""
    : status.kind === "finished"
      ? (outcome?.rule ?? status.reason)
      : stuck
        ? "no seat could act"
        : commands >= maxCommands
          ? `stopped after ${maxCommands} commands`
          : `still going after round ${maxRounds}`;
  let danger = 0;
  for (const s of state.survivors) danger = Math.max(danger, DANGER_RANK.indexOf(survivorDanger(s)));
  return {
    state,
    stats: {
      result: won ? "win" : status.kind === "finished" ? "loss" : "unfinished",
      cause,
      rounds: state.turn.round,
      commands,
      survivors: rec.survivors,
      danger: DANGER_RANK[danger] ?? "blue",
      spawned: rec.spawned,
      zoneWounds: rec.zoneWounds,
      zoneDeaths: rec.zoneDeaths,
      goals: rec.goals,
    },
  };
}
