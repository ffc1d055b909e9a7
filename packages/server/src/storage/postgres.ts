import type { Json, LogEntry } from "@horda/table";
import { Kysely, type Migration, type MigrationProvider, Migrator, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { RoomMeta } from "../rooms/meta.ts";
import { PG_MIGRATIONS } from "./postgres-migrations.ts";
import { type RoomListing, SeqConflictError, type Storage } from "./types.ts";

interface Tables {
  rooms: {
    code: string;
    game: string;
    config: string;
    seed: string;
    created_at: string | number;
    meta: string;
    touched_at: string | number;
    finished_at: string | number | null;
  };
  room_members: { client_hash: string; code: string; role: string };
  room_log: { code: string; seq: number; entry: string };
  room_snapshots: { code: string; seq: number; data: string };
  saves: {
    id: string;
    owner_hash: string;
    name: string;
    game: string;
    record: string;
    created_at: string | number;
    sealed: number;
  };
  documents: { kind: string; id: string; owner_hash: string; body: string; updated_at: string | number };
}

export interface PostgresOptions {
  readonly url: string;
  /** Put every table in this schema (created if missing); tests use one schema per run. */
  readonly schema?: string;
  readonly poolSize?: number;
}

const provider: MigrationProvider = {
  getMigrations: async (): Promise<Record<string, Migration>> => PG_MIGRATIONS,
};

/** Brings the database schema up to date; throws with the failing migration's name. */
async function migrate(db: Kysely<Tables>, schema: string | undefined): Promise<void> {
  // Kysely's own tables (kysely_migration, kysely_migration_lock) live beside ours: another deployment
  // in another schema of the same database has its own.
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "?";
    throw new Error(`PostgreSQL migration ${failed} failed: ${(error as Error).message}`);
  }
}

/** PostgreSQL storage through Kysely; every write is its own committed transaction before it resolves. */
export async function openPostgresStorage(options: PostgresOptions): Promise<Storage> {
  const schema = options.schema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`bad schema name "${schema}"`);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  try {
    if (schema) await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(db);
    await migrate(db, schema);
  } catch (e) {
    await db.destroy();
    throw e;
  }
  const num = (v: string | number) => Number(v);

  return {
    kind: "postgres",
    async createRoom({ head, meta }, hostClientHash) {
      await db.transaction().execute(async (tx) => {
        await tx
          .insertInto("rooms")
          .values({
            code: head.code,
            game: head.game,
            config: JSON.stringify(head.config),
            seed: head.seed,
            created_at: head.createdAt,
            meta: JSON.stringify(meta),
            touched_at: head.createdAt,
          })
          .execute();
        if (hostClientHash)
          await tx
            .insertInto("room_members")
            .values({ client_hash: hostClientHash, code: head.code, role: "host" })
            .execute();
      });
    },
    async loadRoom(code) {
      const r = await db.selectFrom("rooms").selectAll().where("code", "=", code).executeTakeFirst();
      if (!r) return null;
      return {
        head: {
          code: r.code,
          game: r.game,
          config: JSON.parse(r.config),
          seed: r.seed,
          createdAt: num(r.created_at),
        },
        meta: JSON.parse(r.meta) as RoomMeta,
      };
    },
    async saveMeta(code, meta) {
      await db
        .updateTable("rooms")
        .set({ meta: JSON.stringify(meta) })
        .where("code", "=", code)
        .execute();
    },
    async addMember(code, clientHash, role) {
      await db
        .insertInto("room_members")
        .values({ client_hash: clientHash, code, role })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },
    async roomsOf(clientHash) {
      const rows = await db
        .selectFrom("room_members as m")
        .innerJoin("rooms as r", "r.code", "m.code")
        .select(["r.code", "r.game", "m.role", "r.created_at"])
        .where("m.client_hash", "=", clientHash)
        .orderBy("r.created_at", "desc")
        .orderBy("r.code")
        .limit(200)
        .execute();
      return rows.map(
        (r): RoomListing => ({
          code: r.code,
          game: r.game,
          role: r.role as RoomListing["role"],
          createdAt: num(r.created_at),
        }),
      );
    },
    async append(code, entry, snapshot) {
      await db.transaction().execute(async (tx) => {
        const res = await tx
          .insertInto("room_log")
          .values({ code, seq: entry.seq, entry: JSON.stringify(entry) })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        if (Number(res.numInsertedOrUpdatedRows ?? 0) !== 1) throw new SeqConflictError(code, entry.seq);
        await tx.updateTable("rooms").set({ touched_at: Date.now() }).where("code", "=", code).execute();
        if (snapshot) {
          const data = JSON.stringify(snapshot.data);
          await tx
            .insertInto("room_snapshots")
            .values({ code, seq: snapshot.seq, data })
            .onConflict((oc) => oc.column("code").doUpdateSet({ seq: snapshot.seq, data }))
            .execute();
        }
      });
    },
    async markFinished(code, at) {
      await db
        .updateTable("rooms")
        .set({ finished_at: at })
        .where("code", "=", code)
        .where("finished_at", "is", null)
        .execute();
    },
    async purgeRooms(cut) {
      return db.transaction().execute(async (tx) => {
        let query = tx
          .selectFrom("rooms")
          .select("code")
          .where((eb) =>
            eb.or([
              eb.and([eb("finished_at", "is not", null), eb("finished_at", "<", cut.finishedBefore)]),
              eb("touched_at", "<", cut.idleBefore),
            ]),
          )
          .orderBy("touched_at")
          .limit(cut.limit);
        if (cut.keep.length > 0) query = query.where("code", "not in", [...cut.keep]);
        const codes = (await query.execute()).map((r) => r.code);
        if (codes.length === 0) return [];
        await tx.deleteFrom("room_members").where("code", "in", codes).execute();
        await tx.deleteFrom("room_log").where("code", "in", codes).execute();
        await tx.deleteFrom("room_snapshots").where("code", "in", codes).execute();
        await tx.deleteFrom("rooms").where("code", "in", codes).execute();
        return codes;
      });
    },
    async readLog(code, afterSeq = 0) {
      const rows = await db
        .selectFrom("room_log")
        .select("entry")
        .where("code", "=", code)
        .where("seq", ">", afterSeq)
        .orderBy("seq")
        .execute();
      return rows.map((r) => JSON.parse(r.entry) as LogEntry<Json>);
    },
    async latestSnapshot(code) {
      const r = await db
        .selectFrom("room_snapshots")
        .select(["seq", "data"])
        .where("code", "=", code)
        .executeTakeFirst();
      return r ? { seq: r.seq, data: JSON.parse(r.data) as Json } : null;
    },
    async saveGame(ownerHash, s) {
      await db
        .insertInto("saves")
        .values({
          id: s.id,
          owner_hash: ownerHash,
          name: s.name,
          game: s.game,
          record: JSON.stringify(s.record),
          created_at: s.createdAt,
          sealed: s.sealed ? 1 : 0,
        })
        .execute();
    },
    async savesOf(ownerHash) {
      const rows = await db
        .selectFrom("saves")
        .select(["id", "name", "game", "created_at", "sealed"])
        .where("owner_hash", "=", ownerHash)
        .orderBy("created_at", "desc")
        .limit(200)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        game: r.game,
        createdAt: num(r.created_at),
        sealed: r.sealed === 1,
      }));
    },
    async loadSave(id) {
      const r = await db.selectFrom("saves").selectAll().where("id", "=", id).executeTakeFirst();
      if (!r) return null;
      return {
        id: r.id,
        ownerHash: r.owner_hash,
        name: r.name,
        game: r.game,
        record: JSON.parse(r.record) as Json,
        createdAt: num(r.created_at),
        sealed: r.sealed === 1,
      };
    },
    async putDocument(ownerHash, doc) {
      const body = JSON.stringify(doc.body);
      const res = await db
        .insertInto("documents")
        .values({ kind: doc.kind, id: doc.id, owner_hash: ownerHash, body, updated_at: doc.updatedAt })
        .onConflict((oc) =>
          oc
            .columns(["kind", "id"])
            .doUpdateSet({ body, updated_at: doc.updatedAt })
            .where("documents.owner_hash", "=", ownerHash),
        )
        .executeTakeFirst();
      return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    async getDocument(kind, id) {
      const r = await db
        .selectFrom("documents")
        .selectAll()
        .where("kind", "=", kind)
        .where("id", "=", id)
        .executeTakeFirst();
      return r
        ? { kind: r.kind, id: r.id, body: JSON.parse(r.body) as Json, updatedAt: num(r.updated_at) }
        : null;
    },
    async listDocuments(kind) {
      const rows = await db
        .selectFrom("documents")
        .select(["kind", "id", "updated_at"])
        .where("kind", "=", kind)
        .orderBy("id")
        .limit(500)
        .execute();
      return rows.map((r) => ({ kind: r.kind, id: r.id, updatedAt: num(r.updated_at) }));
    },
    async ping() {
      await sql`SELECT 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  };
}

/** Drops a schema and everything in it (test clean-up). */
export async function dropPostgresSchema(url: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name "${schema}"`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}
