import type { ColumnType } from "kysely";

/**
 * A time in milliseconds. PostgreSQL keeps it as `bigint`, which the driver returns as a string, so reads
 * go through `Number()` (see `queries.ts`); SQLite returns a number.
 */
type Millis = ColumnType<string | number, number, number>;
type NullableMillis = ColumnType<string | number | null, number | null, number | null>;

/**
 * The database, table by table, as Kysely types every query against it (both SQLite and PostgreSQL).
 * A new table: add it here, add a migration in `migrations.ts`, and its queries in `queries.ts`.
 */
export interface Tables {
  rooms: {
    code: string;
    game: string;
    /** JSON text */
    config: string;
    seed: string;
    created_at: Millis;
    /** JSON text (`RoomMeta`) */
    meta: string;
    touched_at: Millis;
    finished_at: NullableMillis;
  };
  room_members: { client_hash: string; code: string; role: string };
  /** `entry` is a JSON `LogEntry`. */
  room_log: { code: string; seq: number; entry: string };
  /** The latest snapshot of each room; `data` is JSON. */
  room_snapshots: { code: string; seq: number; data: string };
  saves: {
    id: string;
    owner_hash: string;
    name: string;
    game: string;
    /** JSON text */
    record: string;
    created_at: Millis;
    /** 0 or 1 */
    sealed: number;
  };
  documents: { kind: string; id: string; owner_hash: string; body: string; updated_at: Millis };
  /** A campaign record (`horda.campaign/1`); `body` is its JSON, title and phase copied out for listings. */
  campaigns: {
    id: string;
    owner_hash: string;
    title: string;
    box: string;
    phase: string;
    body: string;
    updated_at: Millis;
  };
}
