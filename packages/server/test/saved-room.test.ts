import { choicesFor, type Json, type Session, startSession, submit, viewFor } from "@horda/table";
import { zombicide } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { DEFAULT_GAMES } from "../src/games/default-games.ts";
import { createRegistry } from "../src/games/registry.ts";
import { DEFAULT_CONTENT_DIR, readZombicideContent } from "../src/games/zombicide/content.ts";
import { buildZombicideConfig } from "../src/games/zombicide/room-options.ts";
import { useServerFixture } from "./helpers/fixture.ts";
import { latestPicture } from "./helpers/play.ts";
import { get, post } from "./helpers/server.ts";
import { STORE_KINDS } from "./helpers/storages.ts";

const ANA = { "x-client-token": "ana-browser-token-0001" };
const BO = { "x-client-token": "bo-browser-token-00002" };

/** A two-seat First Night played on one screen for a few moves, as the web table keeps it. */
function soloGame() {
  const options = {
    mission: "first-night",
    players: 2,
    survivors: [
      { id: "wanda", seat: "p1" },
      { id: "doug", seat: "p2" },
    ],
  };
  const built = buildZombicideConfig(options, readZombicideContent(DEFAULT_CONTENT_DIR));
  if (!built.ok) throw new Error(built.message);
  const started = startSession(zombicide, built.config as never, "solo-seed");
  if (!started.ok) throw new Error(started.error.message);
  // biome-ignore lint/suspicious/noExplicitAny: any session of the game
  let session: Session<any, any, any> = started.value;
  for (let i = 0; i < 4; i++) {
    const choices = choicesFor(zombicide, session.state);
    const choice = choices.find((c) => c.command.type === "move") ?? choices[0];
    if (!choice) throw new Error("nobody can act");
    const done = submit(zombicide, session, choice.seat, choice.command);
    if (!done.ok) throw new Error(done.error.message);
    session = done.value.session;
  }
  return session;
}

describe.each(STORE_KINDS)("a room from a saved game on %s", (kind) => {
  const fixture = useServerFixture();

  it("carries on a solo save with a second player, from where the save ends", async () => {
    const { url, store } = await fixture.start(kind, { registry: createRegistry(DEFAULT_GAMES) });
    const solo = soloGame();
    const saved = await post(`${url}/api/saves`, { name: "first night, 4 moves", record: solo.record }, ANA);
    expect(saved.status).toBe(201);
    const id = saved.body.id as string;

    expect((await post(`${url}/api/saves/${id}/room`, {}, BO)).status).toBe(404);
    expect((await post(`${url}/api/saves/${id}/room`, { seats: 2 }, ANA)).body).toMatchObject({
      error: "bad_request",
      where: "$",
    });
    const room = await post(`${url}/api/saves/${id}/room`, { name: "Ana" }, ANA);
    expect(room.status).toBe(201);
    expect(room.body).toMatchObject({ seat: "p1", seats: ["p1", "p2"] });
    const code = room.body.code as string;
    expect((await get(`${url}/api/rooms/${code}`)).body).toMatchObject({ game: "zombicide", seq: 4 });
    const joined = await post(`${url}/api/rooms/${code}/join`, { name: "Bo" }, BO);

    const p1 = await fixture.client(url);
    const p2 = await fixture.client(url);
    const w1 = await p1.request({ type: "join", room: code, seat: "p1", token: room.body.seatToken });
    const w2 = await p2.request({ type: "join", room: code, seat: "p2", token: joined.body.seatToken });
    expect(w1.seq).toBe(4);
    const local = viewFor(zombicide, solo, "p1");
    expect(local.ok && (local.value as unknown as Json)).toEqual(w1.view);
    expect(w2.view.survivors).toEqual(w1.view.survivors);

    const actor = w1.legal.length > 0 ? p1 : p2;
    const pic = latestPicture(actor);
    expect(await actor.request({ type: "command", seq: 4, command: pic.legal[0] })).toMatchObject({
      type: "ack",
      seq: 5,
    });
    expect(await p2.next((m) => m.type === "update" && m.seq === 5)).toBeTruthy();
    expect((await store.storage.readLog(code)).map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
    expect((await get(`${url}/api/rooms`, ANA)).body.rooms.map((r: { code: string }) => r.code)).toContain(
      code,
    );
  });
});
