import { type Kysely, type Migration, Migrator, SqliteAdapter, sql } from "kysely";

/** True on SQLite, for the few table options only it has. */
const onSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * The schema, version by version, for both SQLite and PostgreSQL: Kysely's Migrator applies them in name
 * order and records each in `kysely_migration`. A change to the schema is a new entry at the end (never an
 * edit of one that shipped), plus its table in `tables.ts`.
 */
export const MIGRATIONS: Record<string, Migration> = {
  "0001_rooms": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("rooms")
        .addColumn("code", "text", (c) => c.primaryKey())
        .addColumn("game", "text", (c) => c.notNull())
        .addColumn("config", "text", (c) => c.notNull())
        .addColumn("seed", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("meta", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("room_members")
        .addColumn("client_hash", "text", (c) => c.notNull())
        .addColumn("code", "text", (c) => c.notNull().references("rooms.code"))
        .addColumn("role", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("room_members_pk", ["client_hash", "code"])
        .execute();
      await db.schema
        .createTable("room_log")
        .addColumn("code", "text", (c) => c.notNull())
        .addColumn("seq", "integer", (c) => c.notNull())
        .addColumn("entry", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("room_log_pk", ["code", "seq"])
        .$call((t) => (onSqlite(db) ? t.modifyEnd(sql`WITHOUT ROWID`) : t))
        .execute();
      await db.schema
        .createTable("room_snapshots")
        .addColumn("code", "text", (c) => c.primaryKey())
        .addColumn("seq", "integer", (c) => c.notNull())
        .addColumn("data", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("saves")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("owner_hash", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("game", "text", (c) => c.notNull())
        .addColumn("record", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("saves_owner").on("saves").column("owner_hash").execute();
      await db.schema
        .createTable("documents")
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("id", "text", (c) => c.notNull())
        .addColumn("owner_hash", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("updated_at", "bigint", (c) => c.notNull())
        .addPrimaryKeyConstraint("documents_pk", ["kind", "id"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ["documents", "saves", "room_snapshots", "room_log", "room_members", "rooms"])
        await sql`DROP TABLE IF EXISTS ${sql.table(t)}`.execute(db);
    },
  },
  "0002_sealed_saves_retention": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("saves")
        .addColumn("sealed", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable("rooms")
        .addColumn("touched_at", "bigint", (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`UPDATE rooms SET touched_at = created_at`.execute(db);
      await db.schema.alterTable("rooms").addColumn("finished_at", "bigint").execute();
      await db.schema.createIndex("rooms_touched").on("rooms").column("touched_at").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("rooms_touched").execute();
      await db.schema.alterTable("rooms").dropColumn("finished_at").dropColumn("touched_at").execute();
      await db.schema.alterTable("saves").dropColumn("sealed").execute();
    },
  },
  "0003_campaigns": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("campaigns")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("owner_hash", "text", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("box", "text", (c) => c.notNull())
        .addColumn("phase", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("updated_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("campaigns_owner").on("campaigns").column("owner_hash").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("campaigns").execute();
    },
  },
};

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest<DB>(db: Kysely<DB>, schema?: string): Promise<void> {
  // Kysely's own tables (kysely_migration, kysely_migration_lock) live beside ours: another deployment
  // in another PostgreSQL schema of the same database has its own.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "?";
    throw new Error(`migration ${failed} failed: ${(error as Error).message}`);
  }
}

/**
 * SQLite files made before the Migrator counted their versions in `PRAGMA user_version` (one per entry of
 * MIGRATIONS, in order): record those as applied in Kysely's table so the Migrator carries on from there.
 */
export async function adoptSqliteUserVersion<DB>(db: Kysely<DB>): Promise<void> {
  const version = Number(
    (await sql<{ user_version: number }>`PRAGMA user_version`.execute(db)).rows[0]?.user_version ?? 0,
  );
  if (version === 0) return;
  const names = Object.keys(MIGRATIONS).sort().slice(0, version);
  const at = new Date().toISOString();
  await db.transaction().execute(async (tx) => {
    await tx.schema
      .createTable("kysely_migration")
      .ifNotExists()
      .addColumn("name", "varchar(255)", (c) => c.notNull().primaryKey())
      .addColumn("timestamp", "varchar(255)", (c) => c.notNull())
      .execute();
    for (const name of names)
      await sql`INSERT OR IGNORE INTO kysely_migration (name, timestamp) VALUES (${name}, ${at})`.execute(tx);
    await sql`PRAGMA user_version = 0`.execute(tx);
  });
}
