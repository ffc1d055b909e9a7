import { type Kysely, type Migration, sql } from "kysely";

/** PostgreSQL schema versions for Kysely's Migrator, by name (applied in name order). */
export const PG_MIGRATIONS: Record<string, Migration> = {
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
};
