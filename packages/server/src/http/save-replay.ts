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
import type { AnySession } from "../rooms/resume.ts";

/** The longest record `POST /api/saves` replays (a long Zombicide game is about 2,000 entries). */
export const MAX_SAVE_ENTRIES = 10_000;
/** Replay work done between two turns of the event loop, in ms. */
const SLICE_MS = 5;
/** Saves replayed at once; more wait their turn. */
const CONCURRENT = 2;

let running = 0;
const waiting: (() => void)[] = [];

async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

const refused = (code: string, message: string, details?: Json) =>
  ({ ok: false, error: ruleError(code, "server: saved games", message, details) }) as const;

/**
 * Checks an uploaded record by replaying it, as `loadRecord` does, but a slice at a time: the event loop
 * serves other requests between slices, so a long record never stalls the server. Records longer than
 * MAX_SAVE_ENTRIES are refused before any replay.
 */
export function replaySave(
  def: AnyGame,
  raw: unknown,
): Promise<{ ok: true; session: AnySession } | { ok: false; error: RuleError }> {
  const log = (raw as { log?: unknown } | null)?.log;
  if (Array.isArray(log) && log.length > MAX_SAVE_ENTRIES)
    return Promise.resolve(
      refused(
        "record_too_long",
        `The record has ${log.length} entries; at most ${MAX_SAVE_ENTRIES} are kept.`,
      ),
    );
  return turn(async () => {
    const parsed = parseRecord(raw);
    if (!parsed.ok) return { ok: false, error: parsed.error };
    const record = parsed.value as GameRecord<Json, Json>;
    if (record.game !== def.id) return { ok: false, error: wrongGame(def.id, record.game) };
    const started = startSession(def, record.config, record.seed);
    if (!started.ok) return { ok: false, error: started.error };
    let session: AnySession = started.value;
    let sliceStart = performance.now();
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
      if (performance.now() - sliceStart > SLICE_MS) {
        await yieldToLoop();
        sliceStart = performance.now();
      }
    }
    return { ok: true, session };
  });
}
