import { setImmediate as yieldToLoop } from "node:timers/promises";
import {
  badRecord,
  type GameRecord,
  type Json,
  parseRecord,
  type RuleError,
  replayFailed,
  ruleError,
  startSession,
  submit,
  undo,
  wrongGame,
} from "@horda/table";
import type { AnyGame } from "../games/registry.ts";
import type { ReplayPool } from "./replay-pool.ts";

/** The longest record `POST /api/saves` replays (a long Zombicide game is about 2,000 entries). */
export const MAX_SAVE_ENTRIES = 10_000;
/** Replay work done between two turns of the event loop, in ms (games the worker does not know). */
const SLICE_MS = 5;

export type ReplayVerdict = { readonly ok: true } | { readonly ok: false; readonly error: RuleError };

/**
 * Checks a record by replaying it, as `loadRecord` does; yields after every entry so its caller decides
 * when to pause (the worker never does; the main thread does every few ms). Returns the verdict.
 */
export function* replaySteps(def: AnyGame, raw: unknown): Generator<void, ReplayVerdict> {
  const parsed = parseRecord(raw);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const record = parsed.value as GameRecord<Json, Json>;
  if (record.game !== def.id) return { ok: false, error: wrongGame(def.id, record.game) };
  const started = startSession(def, record.config, record.seed);
  if (!started.ok) return { ok: false, error: started.error };
  let session = started.value;
  for (const entry of record.log) {
    const done =
      entry.kind === "command"
        ? submit(def, session, entry.seat, entry.command)
        : undo(def, session, entry.seat);
    if (!done.ok) return { ok: false, error: replayFailed(entry.seq, done.error) };
    if (entry.kind === "undo" && "undone" in done.value && done.value.undone.seq !== entry.undoes)
      return {
        ok: false,
        error: badRecord(
          `Undo #${entry.seq} says it took back #${entry.undoes}, but replay took back #${done.value.undone.seq}.`,
        ),
      };
    session = done.value.session;
    yield;
  }
  return { ok: true };
}

/** Runs a replay to its end without pausing (in a worker thread). */
export function replayAtOnce(def: AnyGame, raw: unknown): ReplayVerdict {
  const steps = replaySteps(def, raw);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** Runs a replay on this thread, a slice at a time, so the event loop serves others between slices. */
async function replayInSlices(def: AnyGame, raw: unknown): Promise<ReplayVerdict> {
  const steps = replaySteps(def, raw);
  let sliceStart = performance.now();
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToLoop();
      sliceStart = performance.now();
    }
  }
}

/**
 * Checks an uploaded record by replaying it in a worker thread (`replay-pool.ts`), so a long record never
 * stalls the server. Until the worker has loaded the game (it starts on the first upload), and for a game
 * it cannot load (one registered only in this process), the record is replayed here a slice at a time.
 * Records longer than MAX_SAVE_ENTRIES are refused before any replay.
 */
export async function replaySave(def: AnyGame, raw: unknown, pool: ReplayPool): Promise<ReplayVerdict> {
  const log = (raw as { log?: unknown } | null)?.log;
  if (Array.isArray(log) && log.length > MAX_SAVE_ENTRIES)
    return {
      ok: false,
      error: ruleError(
        "record_too_long",
        "server: saved games",
        `The record has ${log.length} entries; at most ${MAX_SAVE_ENTRIES} are kept.`,
      ),
    };
  if (pool.ready(def.id)) return pool.replay(def.id, raw);
  // The worker boots (and loads the game) meanwhile; this upload does not wait for it.
  if (pool.knows(def.id)) pool.prepare(def.id).catch(() => undefined);
  return replayInSlices(def, raw);
}
