import { describe, expect, it } from "vitest";
import { newMeta } from "../src/rooms/meta.ts";
import { SeqConflictError } from "../src/storage/types.ts";
import { useServerFixture } from "./helpers/fixture.ts";
import { STORE_KINDS } from "./helpers/storages.ts";

const head = (code: string) => ({ code, game: "duel", config: { handSize: 3 }, seed: "s", createdAt: 1000 });
const entry = (seq: number) => ({ kind: "command" as const, seq, seat: "p1", command: { type: "end" } });

describe.each(STORE_KINDS)("%s storage", (kind) => {
  const fixture = useServerFixture();

  it("stores a room with its meta and lists it for its host", async () => {
    const store = await fixture.openStore(kind);
    const s = store.storage;
    await s.createRoom({ head: head("ROOMA"), meta: newMeta("hosthash", ["p1", "p2"]) }, "client-1");
    await s.addMember("ROOMA", "client-2", "seat");
    expect(await s.loadRoom("ROOMA")).toEqual({
      head: head("ROOMA"),
      meta: newMeta("hosthash", ["p1", "p2"]),
    });
    expect(await s.loadRoom("NOPE")).toBeNull();
    await s.saveMeta("ROOMA", { ...newMeta("hosthash", ["p1", "p2"]), paused: true });
    expect((await s.loadRoom("ROOMA"))?.meta.paused).toBe(true);
    expect(await s.roomsOf("client-1")).toEqual([
      { code: "ROOMA", game: "duel", role: "host", createdAt: 1000 },
    ]);
    expect((await s.roomsOf("client-2"))[0]?.role).toBe("seat");
    expect(await s.roomsOf("client-3")).toEqual([]);
  });

  it("appends log entries in order, refuses a taken seq, and keeps the latest snapshot", async () => {
    const store = await fixture.openStore(kind);
    const s = store.storage;
    await s.createRoom({ head: head("ROOMB"), meta: newMeta("h", ["p1"]) }, null);
    await Promise.all([
      s.append("ROOMB", entry(1)),
      s.append("ROOMB", entry(2), { seq: 2, data: { at: 2 } }),
    ]);
    await expect(s.append("ROOMB", entry(2))).rejects.toBeInstanceOf(SeqConflictError);
    await s.append("ROOMB", entry(3));
    await s.append("ROOMB", entry(4), { seq: 4, data: { at: 4 } });
    expect((await s.readLog("ROOMB")).map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    expect(await s.readLog("ROOMB", 2)).toEqual([entry(3), entry(4)]);
    expect(await s.latestSnapshot("ROOMB")).toEqual({ seq: 4, data: { at: 4 } });
    expect(await s.latestSnapshot("ROOMA")).toBeNull();
  });

  it("keeps acknowledged appends after the store is closed and opened again", async () => {
    const store = await fixture.openStore(kind);
    await store.storage.createRoom({ head: head("ROOMC"), meta: newMeta("h", ["p1"]) }, null);
    await Promise.all([1, 2, 3].map((n) => store.storage.append("ROOMC", entry(n))));
    await store.storage.close();
    const again = await store.reopen();
    expect((await again.readLog("ROOMC")).map((e) => e.seq)).toEqual([1, 2, 3]);
  });

  it("keeps saved games per owner", async () => {
    const store = await fixture.openStore(kind);
    const s = store.storage;
    await s.saveGame("owner", {
      id: "sv1",
      name: "Night 1",
      game: "duel",
      record: { log: [] },
      createdAt: 5,
    });
    expect(await s.savesOf("owner")).toEqual([
      { id: "sv1", name: "Night 1", game: "duel", createdAt: 5, sealed: false },
    ]);
    expect(await s.savesOf("other")).toEqual([]);
    expect(await s.loadSave("sv1")).toMatchObject({ ownerHash: "owner", record: { log: [] } });
    expect(await s.loadSave("nope")).toBeNull();
  });

  it("stores campaigns for their owner, lists them newest first, only the owner replaces or deletes them", async () => {
    const store = await fixture.openStore(kind);
    const s = store.storage;
    const c = (id: string, phase: string, updatedAt: number) => ({
      id,
      title: `Campaign ${id}`,
      box: "fort-hendrix",
      phase,
      record: { schema: "horda.campaign/1", id, next: updatedAt },
      updatedAt,
    });
    expect(await s.putCampaign("ann", c("c1", "ready", 1))).toBe(true);
    expect(await s.putCampaign("ann", c("c2", "ready", 2))).toBe(true);
    expect(await s.putCampaign("ann", c("c1", "playing", 3))).toBe(true);
    expect(await s.putCampaign("bob", c("c1", "lost", 4))).toBe(false);
    expect(await s.getCampaign("c1")).toEqual({ ...c("c1", "playing", 3), ownerHash: "ann" });
    expect(await s.getCampaign("nope")).toBeNull();
    expect(await s.campaignsOf("ann")).toEqual([
      { id: "c1", title: "Campaign c1", box: "fort-hendrix", phase: "playing", updatedAt: 3 },
      { id: "c2", title: "Campaign c2", box: "fort-hendrix", phase: "ready", updatedAt: 2 },
    ]);
    expect(await s.campaignsOf("bob")).toEqual([]);
    expect(await s.deleteCampaign("bob", "c2")).toBe(false);
    expect(await s.deleteCampaign("ann", "c2")).toBe(true);
    expect((await s.campaignsOf("ann")).map((x) => x.id)).toEqual(["c1"]);
  });

  it("stores documents by kind and id; only their owner may replace them", async () => {
    const store = await fixture.openStore(kind);
    const s = store.storage;
    expect(await s.putDocument("ann", { kind: "maps", id: "m1", body: { v: 1 }, updatedAt: 1 })).toBe(true);
    expect(await s.putDocument("ann", { kind: "maps", id: "m1", body: { v: 2 }, updatedAt: 2 })).toBe(true);
    expect(await s.putDocument("bob", { kind: "maps", id: "m1", body: { v: 3 }, updatedAt: 3 })).toBe(false);
    expect(await s.getDocument("maps", "m1")).toEqual({
      kind: "maps",
      id: "m1",
      body: { v: 2 },
      updatedAt: 2,
    });
    expect(await s.getDocument("missions", "m1")).toBeNull();
    expect(await s.listDocuments("maps")).toEqual([{ kind: "maps", id: "m1", updatedAt: 2 }]);
  });
});
