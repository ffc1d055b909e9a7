import type { Command, GameDefinition, GameEvent, RuleError } from "./contract.ts";
import { type GameRecord, parseRecord } from "./log.ts";
import { err, ok, type Result } from "./result.ts";
import { type Session, type SessionOptions, startSession, submit } from "./session.ts";
import { badRecord, replayFailed, wrongGame } from "./session-errors.ts";
import { undo } from "./undo.ts";

export interface ReplayOptions extends SessionOptions {
  /** Stop after the entry with this seq (to look at the game as it was then). Default: the whole log. */
  readonly upTo?: number;
}

/**
 * Rebuilds a session from its record: `setup(config, seed)`, then every entry in order through the same
 * `submit` and `undo` a live game uses, so the result is the live session, byte for byte.
 * Commands are parsed again by the game, so a record from outside is as safe as live input.
 */
export function replay<S, C extends Command, E extends GameEvent, V, Cfg>(
  def: GameDefinition<S, C, E, V, Cfg>,
  record: GameRecord<unknown, Cfg>,
  options: ReplayOptions = {},
): Result<Session<S, C, Cfg>, RuleError> {
  if (record.game !== def.id) return err(wrongGame(def.id, record.game));
  const started = startSession(def, record.config, record.seed, options);
  if (!started.ok) return started;
  let session = started.value;
  for (const [i, entry] of record.log.entries()) {
    if (options.upTo !== undefined && entry.seq > options.upTo) break;
    if (entry.seq !== i + 1) return err(badRecord(`Log entry ${i} has seq ${entry.seq}, expected ${i + 1}.`));
    if (entry.kind === "command") {
      const done = submit(def, session, entry.seat, entry.command);
      if (!done.ok) return err(replayFailed(entry.seq, done.error));
      session = done.value.session;
    } else {
      const done = undo(def, session, entry.seat);
      if (!done.ok) return err(replayFailed(entry.seq, done.error));
      if (done.value.undone.seq !== entry.undoes) {
        return err(
          badRecord(
            `Undo #${entry.seq} says it took back #${entry.undoes}, but replay took back #${done.value.undone.seq}.`,
          ),
        );
      }
      session = done.value.session;
    }
  }
  return ok(session);
}

/** Checks an untrusted record (a save file, an upload) and replays it with `def`. */
export function loadRecord<S, C extends Command, E extends GameEvent, V, Cfg>(
  def: GameDefinition<S, C, E, V, Cfg>,
  raw: unknown,
  options: ReplayOptions = {},
): Result<Session<S, C, Cfg>, RuleError> {
  const record = parseRecord(raw);
  if (!record.ok) return record;
  // The config is only known to be JSON; the game's setup checks it and refuses a malformed one.
  return replay(def, record.value as GameRecord<unknown, Cfg>, options);
}
