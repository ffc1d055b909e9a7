import { z } from "zod";
import type { Json, RuleError, Seat } from "./contract.ts";
import { err, ok, type Result } from "./result.ts";
import { badRecord } from "./session-errors.ts";

/** Version of the record envelope below; bump it (and add a migration) when its shape changes. */
export const RECORD_FORMAT = 1 as const;

/** A command a seat sent, as accepted by the game (after `parseCommand`). */
export interface CommandEntry<C> {
  readonly kind: "command";
  readonly seq: number;
  readonly seat: Seat;
  readonly command: C;
}

/** A seat took back the command logged at `undoes`; the state went back to what it was before it. */
export interface UndoEntry {
  readonly kind: "undo";
  readonly seq: number;
  readonly seat: Seat;
  readonly undoes: number;
}

export type LogEntry<C> = CommandEntry<C> | UndoEntry;

/**
 * Everything needed to rebuild a game: `setup(config, seed)` then every log entry in order.
 * Entries are numbered from 1 without gaps; nothing is ever removed, an undo is an entry of its own.
 */
export interface GameRecord<C, Cfg> {
  readonly format: typeof RECORD_FORMAT;
  readonly game: string;
  readonly config: Cfg;
  readonly seed: string;
  readonly log: readonly LogEntry<C>[];
}

/** The seq of the last entry, or 0 for a game nobody has played yet. */
export function lastSeq(record: GameRecord<unknown, unknown>): number {
  return record.log.length === 0 ? 0 : (record.log[record.log.length - 1] as LogEntry<unknown>).seq;
}

const seqSchema = z.number().int().min(1);
const seatSchema = z.string().min(1);

const recordSchema = z.object({
  format: z.literal(RECORD_FORMAT),
  game: z.string().min(1),
  config: z.json(),
  seed: z.string(),
  log: z.array(
    z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("command"), seq: seqSchema, seat: seatSchema, command: z.json() }),
      z.object({ kind: z.literal("undo"), seq: seqSchema, seat: seatSchema, undoes: seqSchema }),
    ]),
  ),
});

function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === "number" ? `${out}[${key}]` : `${out}.${String(key)}`),
    "$",
  );
}

/**
 * Checks the envelope of an untrusted record (a file, a network message). The config and each command
 * are only checked to be JSON here: the game checks them when the record is replayed.
 */
export function parseRecord(raw: unknown): Result<GameRecord<Json, Json>, RuleError> {
  const parsed = recordSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = jsonPath(issue?.path ?? []);
    return err(
      badRecord(`Record is malformed at ${where}: ${issue?.message ?? "invalid"}.`, { path: where }),
    );
  }
  const record = parsed.data as GameRecord<Json, Json>;
  const gap = record.log.findIndex((entry, i) => entry.seq !== i + 1);
  if (gap >= 0) {
    const where = `$.log[${gap}].seq`;
    return err(badRecord(`Record is malformed at ${where}: expected seq ${gap + 1}.`, { path: where }));
  }
  return ok(record);
}
