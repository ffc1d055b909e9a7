import {
  currentSeq,
  eventsFor,
  type Result,
  type RuleError,
  type Seat,
  type Session,
  SPECTATOR,
  seedRng,
  startSession,
  submit,
} from "@horda/table";
import { type ZCommand, type ZConfig, type ZEvent, type ZState, zurvivors } from "@horda/zurvivors";
import { botCommand } from "./bot-player.ts";
import type { TableConfig } from "./config.ts";

export type ZSession = Session<ZState, ZCommand, ZConfig>;

/** One accepted command and what it caused, as everyone at the table may learn it. */
export interface LogEntry {
  readonly seq: number;
  readonly seat: Seat;
  readonly bot: boolean;
  readonly events: readonly ZEvent[];
}

/** A game played in this browser: the table session, what happened, and the bots' random stream. */
export interface LocalGame {
  readonly config: TableConfig;
  readonly session: ZSession;
  readonly log: readonly LogEntry[];
  readonly botRng: ReturnType<typeof seedRng>;
  /** Who held the First Player Card in round 1 (later rounds pass it on). */
  readonly firstPlayer: Seat;
}

type Outcome = Result<LocalGame, RuleError>;

export function startLocalGame(config: TableConfig): Outcome {
  const started = startSession(zurvivors, { players: config.players }, config.seed);
  if (!started.ok) return started;
  return {
    ok: true,
    value: {
      config,
      session: started.value,
      log: [],
      botRng: seedRng(`bots:${config.seed}`),
      firstPlayer: started.value.state.firstPlayer,
    },
  };
}

export function isBot(game: LocalGame, seat: Seat): boolean {
  return !game.config.humans.includes(seat);
}

/** Sends a command for a seat through the table session (stale or illegal commands are refused). */
export function play(game: LocalGame, seat: Seat, command: ZCommand, botRng = game.botRng): Outcome {
  const done = submit(zurvivors, game.session, seat, command, { expectedSeq: currentSeq(game.session) });
  if (!done.ok) return done;
  const events = eventsFor(zurvivors, done.value.session, done.value.events, SPECTATOR);
  if (!events.ok) return events;
  const entry: LogEntry = { seq: done.value.seq, seat, bot: isBot(game, seat), events: events.value };
  return { ok: true, value: { ...game, session: done.value.session, log: [...game.log, entry], botRng } };
}

/** The first bot seat (table order) that has something to do, or null. */
export function botToMove(game: LocalGame): Seat | null {
  if (zurvivors.status(game.session.state).kind === "finished") return null;
  const seats = zurvivors.seats(game.session.state);
  return seats.find((s) => isBot(game, s) && zurvivors.legal(game.session.state, s).length > 0) ?? null;
}

/** Lets the next bot act; null when no bot has anything to do. */
export function botStep(game: LocalGame): Outcome | null {
  const seat = botToMove(game);
  if (!seat) return null;
  const state = game.session.state;
  const { command, rng } = botCommand(state, seat, zurvivors.legal(state, seat), game.botRng);
  return play(game, seat, command, rng);
}

/** The human seats on this screen that have something to do now, in table order. */
export function humansToMove(game: LocalGame): Seat[] {
  if (zurvivors.status(game.session.state).kind === "finished") return [];
  return game.config.humans.filter((s) => zurvivors.legal(game.session.state, s).length > 0);
}
