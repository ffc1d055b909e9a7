import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useSharedServer } from "./helpers/fixture.ts";
import { duelRoom, get, post, startTestServer } from "./helpers/server.ts";

const shared = useSharedServer("sqlite", { webDist: "/nonexistent/dist" });
const ana = { "x-client-token": "ana-client-token-0001" };
const bo = { "x-client-token": "bo-client-token-00002" };

const put = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(`${shared.url}${path}`, {
    method: "PUT",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};

describe("health and the web app", () => {
  it("answers /healthz and /readyz", async () => {
    expect(await get(`${shared.url}/healthz`)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await get(`${shared.url}/readyz`)).toMatchObject({
      status: 200,
      body: { ready: true, storage: "sqlite" },
    });
  });

  it("says how to build the web app when it is not built", async () => {
    const page = await get(`${shared.url}/`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("web app not built: run <code>npm run build</code>");
  });

  it("serves a built web app, with index.html for client-side routes", async () => {
    const dist = mkdtempSync(join(tmpdir(), "horda-dist-"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>Horda app</title>");
    writeFileSync(join(dist, "app.js"), "console.log(1)");
    const other = await startTestServer(shared.store.storage, { webDist: dist });
    try {
      expect((await get(`${other.url}/`)).body).toContain("Horda app");
      expect((await get(`${other.url}/app.js`)).type).toContain("javascript");
      expect((await get(`${other.url}/rooms/ABC`)).body).toContain("Horda app");
      expect((await get(`${other.url}/api/nothing`)).status).toBe(404);
    } finally {
      await other.server.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe("rooms", () => {
  it("creates a room, gives the second seat by code, then only spectating", async () => {
    const created = await post(
      `${shared.url}/api/rooms`,
      { game: "duel", config: { handSize: 3, target: 15, maxTurns: 12 }, seats: 2, name: "Ana" },
      ana,
    );
    expect(created.status).toBe(201);
    expect(created.body.code).toMatch(/^[0-9A-Z]{16}$/);
    expect(created.body).toMatchObject({ seat: "p1", seats: ["p1", "p2"] });
    const code = created.body.code;
    const dashed =
      `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8, 12)}-${code.slice(12)}`.toLowerCase();
    const second = await post(`${shared.url}/api/rooms/${dashed}/join`, { name: "Bo" }, bo);
    expect(second.body).toMatchObject({ seat: "p2", spectator: false });
    expect(second.body.seatToken).toMatch(/^[\w-]{43}$/);
    const third = await post(`${shared.url}/api/rooms/${code}/join`, {});
    expect(third.body).toMatchObject({ seat: null, seatToken: null, spectator: true });
    const info = await get(`${shared.url}/api/rooms/${code}`);
    expect(info.body).toEqual({
      code,
      game: "duel",
      seq: 0,
      paused: false,
      status: "ongoing",
      // Seats taken over HTTP; nobody has connected yet.
      seats: {
        p1: { name: "Ana", taken: true, bot: null, online: false },
        p2: { name: "Bo", taken: true, bot: null, online: false },
      },
    });
    expect(JSON.stringify(info.body)).not.toContain(created.body.seatToken);
    const mine = await get(`${shared.url}/api/rooms`, ana);
    expect(mine.body.rooms).toContainEqual(expect.objectContaining({ code, role: "host" }));
    expect((await get(`${shared.url}/api/rooms`, bo)).body.rooms).toContainEqual(
      expect.objectContaining({ code, role: "seat" }),
    );
    expect((await get(`${shared.url}/api/rooms`)).status).toBe(401);
  });

  it("refuses bad room requests with what and where", async () => {
    expect((await post(`${shared.url}/api/rooms`, { game: "chess", config: {} })).body).toMatchObject({
      error: "unknown_game",
    });
    const badConfig = await post(`${shared.url}/api/rooms`, {
      game: "duel",
      config: { handSize: 9, target: 15, maxTurns: 12 },
    });
    expect(badConfig).toMatchObject({ status: 400, body: { error: "bad_config" } });
    expect(badConfig.body.message).toContain("handSize");
    const seats = await post(`${shared.url}/api/rooms`, {
      game: "duel",
      config: { handSize: 3, target: 15, maxTurns: 12 },
      seats: 4,
    });
    expect(seats.body).toMatchObject({ error: "bad_seat_count" });
    const malformed = await post(`${shared.url}/api/rooms`, { game: "duel", config: {}, seats: "two" });
    expect(malformed.body).toMatchObject({ error: "bad_request", where: "$.seats" });
    const res = await fetch(`${shared.url}/api/rooms`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{oops",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "bad_json" });
    expect((await get(`${shared.url}/api/rooms/0000000000000000`)).status).toBe(404);
    expect((await get(`${shared.url}/api/rooms/nope`)).body).toMatchObject({ error: "bad_room_code" });
  });
});

describe("saved games", () => {
  it("saves a room's record for its host and checks uploaded records by replaying them", async () => {
    const room = await duelRoom(shared.url);
    const saved = await post(
      `${shared.url}/api/rooms/${room.code}/save`,
      { name: "Tuesday" },
      { ...ana, "x-host-token": room.hostToken },
    );
    expect(saved.status).toBe(201);
    const notHost = await post(
      `${shared.url}/api/rooms/${room.code}/save`,
      { name: "x" },
      { ...ana, "x-host-token": room.p1 },
    );
    expect(notHost).toMatchObject({ status: 403, body: { error: "not_host" } });
    const list = await get(`${shared.url}/api/saves`, ana);
    expect(list.body.saves).toContainEqual(
      expect.objectContaining({ id: saved.body.id, name: "Tuesday", game: "duel" }),
    );
    const one = await get(`${shared.url}/api/saves/${saved.body.id}`, ana);
    expect(one.body.record).toMatchObject({ format: 1, game: "duel", log: [] });
    expect(one.body).toMatchObject({ sealed: true });
    expect(one.body.record.seed).toBeUndefined();
    expect((await get(`${shared.url}/api/saves/${saved.body.id}`, bo)).status).toBe(404);

    // An upload is a game the client played itself, with its own seed.
    const record = {
      ...one.body.record,
      seed: "bo's own seed",
      log: [{ kind: "command", seq: 1, seat: "p1", command: { type: "end" } }],
    };
    expect((await post(`${shared.url}/api/saves`, { name: "upload", record }, bo)).status).toBe(201);
    const corrupt = { ...record, log: [{ kind: "command", seq: 1, seat: "p2", command: { type: "end" } }] };
    const refused = await post(`${shared.url}/api/saves`, { name: "bad", record: corrupt }, bo);
    expect(refused).toMatchObject({ status: 400, body: { error: "replay_failed" } });
    const gap = await post(
      `${shared.url}/api/saves`,
      { name: "bad", record: { ...record, log: [{ ...record.log[0], seq: 2 }] } },
      bo,
    );
    expect(gap.body).toMatchObject({ error: "bad_record" });
  });
});

const FIRST_NIGHT = new URL("../../../content/core2e/missions/first-night.mission.json", import.meta.url);

describe("maps and missions", () => {
  const map = {
    schema: "horda.map/1",
    id: "tiny",
    name: { en: "Tiny" },
    game: "zombicide",
    tiles: [{ tile: "core2e/1R", x: 0, y: 0, rotation: 0 }],
  };

  it("stores a map checked by the content schema; only its owner may replace it", async () => {
    const saved = await put("/api/docs/maps/tiny", map, ana);
    expect(saved).toMatchObject({ status: 200, body: { kind: "maps", id: "tiny" } });
    expect((await get(`${shared.url}/api/docs/maps/tiny`)).body.body).toMatchObject({
      id: "tiny",
      doors: [],
      tokens: [],
    });
    expect((await get(`${shared.url}/api/docs/maps`)).body.documents).toContainEqual(
      expect.objectContaining({ id: "tiny" }),
    );
    expect(await put("/api/docs/maps/tiny", map, bo)).toMatchObject({
      status: 403,
      body: { error: "not_owner" },
    });
    const bad = await put("/api/docs/maps/tiny", { ...map, tiles: [{ tile: "1R", x: 0, y: 0 }] }, ana);
    expect(bad).toMatchObject({ status: 400, body: { error: "invalid_document", where: "$.tiles[0].tile" } });
  });

  it("stores missions and refuses unknown kinds, bad ids and anonymous writes", async () => {
    const mission = JSON.parse(readFileSync(FIRST_NIGHT, "utf8"));
    expect((await put("/api/docs/missions/m-1", mission, ana)).status).toBe(200);
    expect((await put("/api/docs/missions/m-2", { ...mission, names: 1 }, ana)).body).toMatchObject({
      where: "$.names",
    });
    const dangling = {
      ...mission,
      rules: [{ ...mission.rules[0], on: { event: "survivorEntersZone", token: "nowhere" } }],
    };
    expect((await put("/api/docs/missions/m-3", dangling, ana)).body).toMatchObject({
      where: "$.rules[0].on.token",
    });
    expect((await put("/api/docs/campaigns/c", {}, ana)).status).toBe(404);
    expect((await put("/api/docs/maps/Bad%20Id", map, ana)).body).toMatchObject({ error: "bad_id" });
    expect((await put("/api/docs/maps/tiny2", map)).status).toBe(401);
    expect((await get(`${shared.url}/api/docs/maps/none`)).status).toBe(404);
  });
});
