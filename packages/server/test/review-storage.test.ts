import { afterAll, describe, expect, it } from "vitest";
import { newMeta } from "../src/rooms/meta.ts";
import { openPostgresStorage } from "../src/storage/postgres.ts";
import type { Storage } from "../src/storage/types.ts";
import { useServerFixture } from "./helpers/fixture.ts";
import { dropSchema, PG_URL, uniqueSchema } from "./helpers/pg.ts";
import { STORE_KINDS } from "./helpers/storages.ts";

// Finding 3 (migrator tables per schema), and the storage half of findings 9 and 11 (sealed saves,
// retention), on both stores.

describe("finding 3: two deployments in two PostgreSQL schemas of one database", () => {
  const schemas = [uniqueSchema("depl_a"), uniqueSchema("depl_b")];
  const opened: Storage[] = [];
  afterAll(async () => {
    for (const s of opened) await s.close();
    for (const schema of schemas) await dropSchema(schema);
  });

  it("each migrates and runs on its own, with Kysely's tables in its own schema", async () => {
    for (const schema of schemas)
      opened.push(await openPostgresStorage({ url: PG_URL, schema, poolSize: 2 }));
    const head = (code: string) => ({ code, game: "duel", config: {}, seed: "s", createdAt: 1 });
    await opened[0]!.createRoom({ head: head("ROOMA"), meta: newMeta("h", ["p1"]) }, null);
    expect(await opened[1]!.loadRoom("ROOMA")).toBeNull();
    const pg = (await import("pg")).default;
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    const rows = await client.query(
      "SELECT table_schema FROM information_schema.tables WHERE table_name = 'kysely_migration_lock' AND table_schema = ANY($1)",
      [schemas],
    );
    await client.end();
    expect(rows.rows.map((r) => r.table_schema).sort()).toEqual([...schemas].sort());
  });
});

describe.each(STORE_KINDS)("%s storage: sealed saves and retention", (kind) => {
  const fixture = useServerFixture();
  const head = (code: string, createdAt: number) => ({
    code,
    game: "duel",
    config: {},
    seed: "s",
    createdAt,
  });
  const entry = (seq: number) => ({ kind: "command" as const, seq, seat: "p1", command: { type: "end" } });

  it("keeps whether a save is sealed", async () => {
    const store = await fixture.openStore(kind);
    const s = store.storage;
    await s.saveGame("o", { id: "a", name: "A", game: "duel", record: {}, createdAt: 1, sealed: true });
    await s.saveGame("o", { id: "b", name: "B", game: "duel", record: {}, createdAt: 2 });
    expect((await s.loadSave("a"))?.sealed).toBe(true);
    expect((await s.loadSave("b"))?.sealed).toBe(false);
    expect((await s.savesOf("o")).map((x) => [x.id, x.sealed])).toEqual([
      ["b", false],
      ["a", true],
    ]);
  });

  it("purges finished rooms after their time and abandoned ones after theirs, never a kept one", async () => {
    const store = await fixture.openStore(kind);
    const s = store.storage;
    const now = Date.now();
    await s.createRoom({ head: head("OLD", 1000), meta: newMeta("h", ["p1"]) }, "client");
    await s.createRoom({ head: head("OLDKEPT", 1000), meta: newMeta("h", ["p1"]) }, null);
    await s.createRoom({ head: head("DONE", now), meta: newMeta("h", ["p1"]) }, null);
    await s.createRoom({ head: head("LIVE", 1000), meta: newMeta("h", ["p1"]) }, null);
    await s.append("DONE", entry(1), { seq: 1, data: {} });
    await s.markFinished("DONE", now - 5000);
    await s.append("LIVE", entry(1));
    const purged = await s.purgeRooms({
      finishedBefore: now - 1000,
      idleBefore: now - 60_000,
      keep: ["OLDKEPT"],
      limit: 100,
    });
    expect(purged.sort()).toEqual(["DONE", "OLD"]);
    expect(await s.loadRoom("OLD")).toBeNull();
    expect(await s.loadRoom("DONE")).toBeNull();
    expect(await s.readLog("DONE")).toEqual([]);
    expect(await s.latestSnapshot("DONE")).toBeNull();
    expect(await s.roomsOf("client")).toEqual([]);
    expect(await s.loadRoom("OLDKEPT")).not.toBeNull();
    expect(await s.loadRoom("LIVE")).not.toBeNull();
  });
});
