import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_GAMES } from "../src/games/default-games.ts";
import { createRegistry } from "../src/games/registry.ts";
import { useSharedServer } from "./helpers/fixture.ts";
import { DUEL, duelRoom, get, post } from "./helpers/server.ts";

// Findings 4, 5, 6, 7, 9 and 10 of the hostile review (issue 19): each case failed before its fix.

const shared = useSharedServer("sqlite", { registry: createRegistry([DUEL, ...DEFAULT_GAMES]) });
const client = { "x-client-token": "review-client-token-0001" };

async function put(path: string, body: unknown, headers: Record<string, string> = client) {
  const res = await fetch(`${shared.url}${path}`, {
    method: "PUT",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

async function postRaw(path: string, text: string, headers: Record<string, string> = client) {
  const res = await fetch(`${shared.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: text,
  });
  return { status: res.status, body: await res.json() };
}

const FIRST_NIGHT = JSON.parse(
  readFileSync(new URL("../../../content/core2e/missions/first-night.mission.json", import.meta.url), "utf8"),
);

describe("finding 4: prototype names as keys", () => {
  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])(
    "document kind %s is unknown, never a validator",
    async (kind) => {
      const stored = await put(`/api/docs/${kind}/x1`, { anything: 1 });
      expect(stored.status).toBe(404);
      expect(stored.body.error).toBe("unknown_kind");
      const listed = await get(`${shared.url}/api/docs/${kind}`);
      expect(listed.status).toBe(404);
    },
  );

  it.each(["__proto__", "constructor", "toString"])(
    "the host cannot create a phantom seat named %s",
    async (seat) => {
      const room = await duelRoom(shared.url);
      const host = await shared.client();
      await host.request({ type: "join", room: room.code, hostToken: room.hostToken });
      for (const action of [
        { kind: "assign", seat, name: "ghost" },
        { kind: "kick", seat },
        { kind: "bot", seat, bot: "random" },
      ]) {
        const answer = await host.request({ type: "host", id: "h", action });
        expect(answer).toMatchObject({ type: "error", code: "unknown_seat" });
      }
      const joiner = await shared.client();
      const join = await joiner.request({ type: "join", room: room.code, seat, token: "A".repeat(43) });
      expect(join).toMatchObject({ type: "error", code: "unknown_seat" });
      const info = await get(`${shared.url}/api/rooms/${room.code}`);
      expect(Object.keys(info.body.seats)).toEqual(["p1", "p2"]);
    },
  );

  it.each([
    ["boxes", { boxes: ["constructor"] }, "$.config.boxes"],
    ["boxes", { boxes: ["__proto__"] }, "$.config.boxes"],
    ["survivor", { survivors: [{ id: "toString", seat: "p1" }] }, "$.config.survivors[0].id"],
    ["survivor", { survivors: [{ id: "constructor", seat: "p1" }] }, "$.config.survivors[0].id"],
    ["mission", { mission: "constructor" }, "$.config.mission"],
  ])("Zombicide options with a prototype name as %s are refused as bad config", async (_, extra, where) => {
    const config = { mission: "first-night", players: 1, survivors: [{ id: "wanda", seat: "p1" }], ...extra };
    const created = await post(`${shared.url}/api/rooms`, { game: "zombicide", config });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({ error: "bad_config", where });
    expect(String(created.body.message)).not.toMatch(/TypeError|is not a function|undefined/);
  });

  it("a game id that is a prototype name is unknown", async () => {
    const created = await post(`${shared.url}/api/rooms`, { game: "constructor", config: {} });
    expect(created).toMatchObject({ status: 400, body: { error: "unknown_game" } });
  });
});

describe("finding 5: deep JSON nesting is refused cleanly", () => {
  const deep = (n: number) => `${"[".repeat(n)}${"]".repeat(n)}`;

  it.each([
    ["/api/rooms", (d: string) => `{"game":"duel","config":${d}}`],
    ["/api/saves", (d: string) => `{"name":"x","record":${d}}`],
  ])("POST %s with 3,000 levels is a 400", async (path, body) => {
    const answer = await postRaw(path, body(deep(3000)));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe("too_deep");
  });

  it("PUT of a document nested 3,000 levels is a 400", async () => {
    const answer = await put("/api/docs/maps/deep", `{"a":${deep(3000)}}`);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe("too_deep");
  });

  it("a WebSocket message nested 3,000 levels is a protocol error, not internal", async () => {
    const room = await duelRoom(shared.url);
    const p1 = await shared.client();
    await p1.request({ type: "join", room: room.code, seat: "p1", token: room.p1 });
    p1.sendRaw(`{"type":"command","seq":0,"command":{"type":"play","card":${deep(3000)}}}`);
    const answer = await p1.next((m) => m.type === "error");
    expect(answer.code).toBe("too_deep");
    p1.sendRaw(`{"type":"host","action":${deep(3000)}}`);
    expect((await p1.next((m) => m.type === "error")).code).toBe("too_deep");
  });
});

describe("finding 6: a command that is null", () => {
  it("is refused as malformed and never executed as an undo", async () => {
    const room = await duelRoom(shared.url);
    const p1 = await shared.client();
    const welcome = await p1.request({ type: "join", room: room.code, seat: "p1", token: room.p1 });
    const first = await p1.request({ type: "command", seq: 0, command: welcome.legal[0] });
    expect(first).toMatchObject({ type: "ack", seq: 1 });
    const answer = await p1.request({ type: "command", seq: 1, command: null });
    expect(answer).toMatchObject({ type: "error", code: "bad_message", where: "$.command" });
    expect((await shared.store.storage.readLog(room.code)).map((e) => e.kind)).toEqual(["command"]);
  });
});

describe("finding 7: security headers", () => {
  it("every answer carries a CSP, nosniff, frame-ancestors and a referrer policy", async () => {
    for (const path of ["/", "/healthz", "/api/games"]) {
      const res = await fetch(`${shared.url}${path}`);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    }
  });
});

describe("finding 9: saves read by clients hold no seed", () => {
  it("a save made from a room hides the seed, and still carries on as a room", async () => {
    const room = await duelRoom(shared.url);
    const p1 = await shared.client();
    const welcome = await p1.request({ type: "join", room: room.code, seat: "p1", token: room.p1 });
    await p1.request({ type: "command", seq: 0, command: welcome.legal[0] });
    const saved = await post(
      `${shared.url}/api/rooms/${room.code}/save`,
      { name: "mid-game" },
      { ...client, "x-host-token": room.hostToken },
    );
    expect(saved.status).toBe(201);
    const seed = (await shared.store.storage.loadRoom(room.code))!.head.seed;
    const read = await get(`${shared.url}/api/saves/${saved.body.id}`, client);
    expect(read.status).toBe(200);
    expect(read.body.record.seed).toBeUndefined();
    expect(JSON.stringify(read.body)).not.toContain(seed);
    const listed = await get(`${shared.url}/api/saves`, client);
    expect(JSON.stringify(listed.body)).not.toContain(seed);
    const again = await post(`${shared.url}/api/saves/${saved.body.id}/room`, {}, client);
    expect(again.status).toBe(201);
    const info = await get(`${shared.url}/api/rooms/${again.body.code}`);
    expect(info.body.seq).toBe(1);
  });
});

describe("finding 10: the server checks text as the editor does", () => {
  const withName = (name: string) => ({
    ...FIRST_NIGHT,
    id: "markup-test",
    names: { en: name, "pt-BR": "ok" },
  });

  it("the first-night mission is accepted as it is", async () => {
    const stored = await put("/api/docs/missions/plain-mission", { ...FIRST_NIGHT, id: "plain-mission" });
    expect(stored.status).toBe(200);
  });

  it.each([
    ["a script in the name", withName("<script>alert(1)</script>")],
    [
      "a link in the briefing",
      { ...withName("ok"), briefing: { en: "<a href='javascript:x'>go</a>", "pt-BR": "ok" } },
    ],
    ["a control character", withName("bad\u0007bell")],
  ])("a mission with %s is refused with where", async (_, doc) => {
    const stored = await put("/api/docs/missions/markup-test", doc);
    expect(stored.status).toBe(400);
    expect(stored.body.error).toBe("invalid_document");
    expect(stored.body.message).toMatch(/markup|control/);
  });

  it("player names with markup are refused", async () => {
    const created = await post(`${shared.url}/api/rooms`, {
      game: "duel",
      config: { handSize: 3, target: 15, maxTurns: 12 },
      name: "<img src=x onerror=alert(1)>",
    });
    expect(created.status).toBe(400);
    expect(created.body.where).toBe("$.name");
  });
});
