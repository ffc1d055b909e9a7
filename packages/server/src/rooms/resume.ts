import {
  type Json,
  type LogEntry,
  RECORD_FORMAT,
  type RuleError,
  type Session,
  startSession,
  submit,
  undo,
} from "@horda/table";
import type { AnyGame } from "../games/registry.ts";
import type { RoomHead, Snapshot } from "../storage/types.ts";
import { boundHistory } from "./bounded-history.ts";

// biome-ignore lint/suspicious/noExplicitAny: sessions of any game
export type AnySession = Session<any, any, any>;

/** What a snapshot holds: the session's state and undo history right after its seq. */
export function snapshotOf(session: AnySession): Json {
  return { state: session.state, history: session.history } as unknown as Json;
}

/**
 * Rebuilds a room's session: from its latest snapshot when there is one (then only the entries after it
 * are applied), otherwise from setup. Entries go through the same submit/undo as live play.
 */
export function resumeSession(
  def: AnyGame,
  head: RoomHead,
  log: readonly LogEntry<Json>[],
  snapshot: Snapshot | null,
  /** Told of every entry replayed after the snapshot, with the session right after it and its events. */
  onEntry?: (entry: LogEntry<Json>, session: AnySession, events: readonly Json[]) => void,
): { ok: true; session: AnySession } | { ok: false; error: RuleError | { code: string; message: string } } {
  const started = startSession(def, head.config, head.seed);
  if (!started.ok) return { ok: false, error: started.error };
  let session: AnySession = started.value;
  let from = 0;
  if (snapshot && snapshot.seq <= log.length) {
    const data = snapshot.data as unknown as Pick<AnySession, "state" | "history">;
    const record = {
      format: RECORD_FORMAT,
      game: def.id,
      config: head.config,
      seed: head.seed,
      log: log.slice(0, snapshot.seq),
    };
    session = { record, state: data.state, history: data.history };
    from = snapshot.seq;
  }
  for (const [i, entry] of log.entries()) {
    if (i < from) continue;
    if (entry.seq !== i + 1)
      return {
        ok: false,
        error: { code: "bad_log", message: `room ${head.code}: entry ${i} has seq ${entry.seq}` },
      };
    const done =
      entry.kind === "command"
        ? submit(def, session, entry.seat, entry.command)
        : undo(def, session, entry.seat);
    if (!done.ok) return { ok: false, error: done.error };
    session = boundHistory(done.value.session);
    onEntry?.(entry, session, "events" in done.value ? (done.value.events as unknown as Json[]) : []);
  }
  return { ok: true, session };
}
