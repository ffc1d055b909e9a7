import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { openSqliteStorage } from "../src/storage/sqlite.ts";
import { type DrivenRoom, drive, expectLogged, newDuelRoom } from "./helpers/driver.ts";
import { freePort, type ServerProcess, spawnServer } from "./helpers/process.ts";
import { TestClient } from "./helpers/ws-client.ts";

const KILLS = 20;
const dataDir = mkdtempSync(join(tmpdir(), "horda-crash-"));
let running: ServerProcess | null = null;
afterAll(async () => {
  await running?.kill9();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("crash recovery", () => {
  it(`kill -9 in the middle of play, ${KILLS} times: no acknowledged command is lost, every game resumes`, async () => {
    const port = String(await freePort());
    const env = { PORT: port, DATA_DIR: dataDir, WS_RATE: "1000" };
    const rooms: DrivenRoom[] = [];
    let killedMidFlight = 0;
    // A kill counts only when it lands while commands are being acknowledged; on a slow machine a game
    // can finish before the kill, so rounds go on (bounded) until 20 kills landed mid-play.
    for (let round = 0; killedMidFlight < KILLS && round < KILLS * 2; round++) {
      running = await spawnServer(env);
      const url = running.url;
      while (rooms.filter((r) => !r.finished).length < 3) rooms.push(await newDuelRoom(url));
      const before = rooms.map((r) => r.acked.size);
      let playing = 0;
      const play = Promise.all(
        rooms
          .filter((r) => !r.finished)
          .map((r) => {
            playing++;
            return drive(url, r, 10_000).finally(() => playing--);
          }),
      );
      const ackedNow = () => rooms.reduce((n, r) => n + r.acked.size, 0);
      const target = before.reduce((n, a) => n + a, 0) + 3;
      for (let waited = 0; ackedNow() < target && waited < 10_000; waited += 10) await sleep(10);
      await sleep((round * 37) % 150);
      const midPlay = playing > 0;
      await running.kill9();
      running = null;
      await play;
      if (midPlay && rooms.some((r, i) => r.acked.size > (before[i] ?? 0))) killedMidFlight++;
    }
    expect(killedMidFlight).toBe(KILLS);

    running = await spawnServer(env);
    for (const room of rooms) {
      const c = await TestClient.open(running.url);
      const welcome = await c.request({ type: "join", room: room.code, seat: "p1", token: room.tokens.p1 });
      c.close();
      expect(welcome.seq).toBeGreaterThanOrEqual(Math.max(0, ...room.acked.keys()));
    }
    await running.stop();
    running = null;
    const storage = await openSqliteStorage(join(dataDir, "horda.db"));
    const total = await expectLogged((code) => storage.readLog(code), rooms);
    await storage.close();
    expect(total).toBeGreaterThan(KILLS * 10);
  }, 170_000);
});
