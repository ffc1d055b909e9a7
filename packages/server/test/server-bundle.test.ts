import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { bundleServer, SERVER_NODE_FLAGS } from "../../../scripts/server-bundle.mjs";
import { freePort, type ServerProcess, spawnServer } from "./helpers/process.ts";
import { get, post } from "./helpers/server.ts";
import { type Msg, TestClient } from "./helpers/ws-client.ts";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "horda-bundle-"));
let running: ServerProcess | null = null;
afterAll(async () => {
  await running?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const FIRST_NIGHT = {
  mission: "first-night",
  players: 1,
  survivors: [
    { id: "wanda", seat: "p1" },
    { id: "doug", seat: "p1" },
  ],
};

describe("the bundled server (npm start)", () => {
  it("finds the content packs and the SQLite writer's worker: a Zombicide room plays, its save uploads", async () => {
    const bundle = await bundleServer(ROOT);
    const env = { PORT: String(await freePort()), DATA_DIR: dataDir };
    running = await spawnServer(env, 20_000, [...SERVER_NODE_FLAGS, bundle]);
    const url = running.url;
    expect(await get(`${url}/readyz`)).toMatchObject({ status: 200, body: { ready: true } });

    // The mission comes from content/ (found from the sources' folder, not the bundle's).
    const created = await post(`${url}/api/rooms`, { game: "zombicide", config: FIRST_NIGHT, seats: 1 });
    expect(created.status).toBe(201);
    const client = await TestClient.open(url);
    const welcome: Msg = await client.request({
      type: "join",
      room: created.body.code,
      seat: "p1",
      token: created.body.seatToken,
    });
    expect(welcome).toMatchObject({ type: "welcome", seat: "p1" });
    expect(welcome.view.mission.id).toBe("first-night");
    const command = welcome.legal.find((c: Msg) => c.type === "move") ?? welcome.legal[0];
    // Acknowledged once the SQLite writer thread (its file found the same way) stored it.
    client.send({ type: "command", id: "c1", seq: welcome.seq, command });
    expect(await client.next((m: Msg) => m.type === "ack" || m.type === "error")).toMatchObject({
      type: "ack",
      seq: welcome.seq + 1,
    });
    client.close();

    // An uploaded record is checked by replaying it.
    const owner = { "x-client-token": "bundle-client-token-01" };
    const saved = await post(
      `${url}/api/rooms/${created.body.code}/save`,
      { name: "bundled" },
      { ...owner, "x-host-token": created.body.hostToken },
    );
    expect(saved.status).toBe(201);
    const record = (await get(`${url}/api/saves/${saved.body.id}`, owner)).body.record;
    const upload = await post(
      `${url}/api/saves`,
      { name: "again", record: { ...record, seed: "mine" } },
      owner,
    );
    expect(upload.status).toBe(201);
  }, 60_000);
});
