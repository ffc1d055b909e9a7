import { beforeAll, describe, expect, it } from "vitest";
import { useSharedServer } from "./helpers/fixture.ts";
import { duelRoom, get } from "./helpers/server.ts";
import { TestClient } from "./helpers/ws-client.ts";

type Role = "none" | "p1" | "p2" | "spectator" | "host";
interface Case {
  readonly name: string;
  readonly as: Role;
  readonly send: unknown;
  /** Raw text or bytes instead of JSON. */
  readonly raw?: boolean;
  readonly expect: { code: string; where?: string } | { close: number };
}

const shared = useSharedServer("sqlite");
let room: Awaited<ReturnType<typeof duelRoom>>;
const ROOM = () => room.code;

beforeAll(async () => {
  room = await duelRoom(shared.url);
  const p1 = await TestClient.open(shared.url);
  await p1.request({ type: "join", room: room.code, seat: "p1", token: room.p1 });
  expect(await p1.request({ type: "command", seq: 0, command: { type: "end" } })).toMatchObject({
    type: "ack",
    seq: 1,
  });
  p1.close();
});

async function joinedAs(role: Role): Promise<TestClient> {
  const c = await TestClient.open(shared.url);
  const join =
    role === "none"
      ? null
      : role === "spectator"
        ? { type: "join", room: ROOM() }
        : role === "host"
          ? { type: "join", room: ROOM(), hostToken: room.hostToken }
          : { type: "join", room: ROOM(), seat: role, token: role === "p1" ? room.p1 : room.p2 };
  if (join) expect((await c.request(join)).type).toBe("welcome");
  return c;
}

const fakeToken = "A".repeat(43);
const CASES: Case[] = [
  { name: "bad JSON", as: "none", send: "{not json", raw: true, expect: { code: "bad_json", where: "$" } },
  { name: "JSON array", as: "none", send: [1, 2], expect: { code: "bad_message" } },
  { name: "JSON string", as: "none", send: "hello", expect: { code: "bad_message" } },
  { name: "JSON null", as: "none", send: null, expect: { code: "bad_message" } },
  { name: "no type", as: "none", send: {}, expect: { code: "bad_message", where: "$.type" } },
  {
    name: "unknown type",
    as: "none",
    send: { type: "admin" },
    expect: { code: "bad_message", where: "$.type" },
  },
  {
    name: "unknown extra field",
    as: "none",
    send: { type: "ping", sudo: true },
    expect: { code: "bad_message" },
  },
  {
    name: "seq as string",
    as: "p2",
    send: { type: "command", seq: "1", command: { type: "end" } },
    expect: { code: "bad_message", where: "$.seq" },
  },
  {
    name: "negative seq",
    as: "p2",
    send: { type: "command", seq: -1, command: { type: "end" } },
    expect: { code: "bad_message", where: "$.seq" },
  },
  {
    name: "fractional seq",
    as: "p2",
    send: { type: "command", seq: 1.5, command: { type: "end" } },
    expect: { code: "bad_message", where: "$.seq" },
  },
  {
    name: "command missing",
    as: "p2",
    send: { type: "command", seq: 1 },
    expect: { code: "bad_message", where: "$.command" },
  },
  {
    name: "id too long",
    as: "p2",
    send: { type: "ping", id: "x".repeat(65) },
    expect: { code: "bad_message", where: "$.id" },
  },
  {
    name: "token of the wrong type",
    as: "none",
    send: { type: "join", room: "0000000000000000", seat: "p1", token: 42 },
    expect: { code: "bad_message", where: "$.token" },
  },
  {
    name: "command before join",
    as: "none",
    send: { type: "command", seq: 1, command: { type: "end" } },
    expect: { code: "not_joined" },
  },
  {
    name: "unknown room",
    as: "none",
    send: { type: "join", room: "ZZZZ-ZZZZ-ZZZZ-ZZZZ" },
    expect: { code: "unknown_room" },
  },
  {
    name: "malformed room code",
    as: "none",
    send: { type: "join", room: "abc" },
    expect: { code: "bad_room_code", where: "$.room" },
  },
  {
    name: "wrong seat token",
    as: "none",
    send: { type: "join", room: "@", seat: "p1", token: fakeToken },
    expect: { code: "bad_token" },
  },
  {
    name: "another seat's token",
    as: "none",
    send: { type: "join", room: "@", seat: "p1", token: "@p2" },
    expect: { code: "bad_token" },
  },
  {
    name: "seat without token",
    as: "none",
    send: { type: "join", room: "@", seat: "p1" },
    expect: { code: "missing_token" },
  },
  {
    name: "token without seat",
    as: "none",
    send: { type: "join", room: "@", token: fakeToken },
    expect: { code: "missing_seat" },
  },
  {
    name: "seat that does not exist",
    as: "none",
    send: { type: "join", room: "@", seat: "p9", token: fakeToken },
    expect: { code: "unknown_seat" },
  },
  {
    name: "wrong host token",
    as: "none",
    send: { type: "join", room: "@", hostToken: fakeToken },
    expect: { code: "bad_host_token" },
  },
  { name: "join twice", as: "p2", send: { type: "join", room: "@" }, expect: { code: "already_joined" } },
  {
    name: "join from the future",
    as: "none",
    send: { type: "join", room: "@", lastSeq: 99 },
    expect: { code: "bad_seq" },
  },
  {
    name: "spectator sends a command",
    as: "spectator",
    send: { type: "command", seq: 1, command: { type: "end" } },
    expect: { code: "spectator" },
  },
  {
    name: "out of turn",
    as: "p1",
    send: { type: "command", seq: 1, command: { type: "end" } },
    expect: { code: "not_your_turn" },
  },
  {
    name: "card not in hand",
    as: "p2",
    send: { type: "command", seq: 1, command: { type: "play", card: "card-99" } },
    expect: { code: "no_such_card" },
  },
  {
    name: "command the game does not know",
    as: "p2",
    send: { type: "command", seq: 1, command: { type: "fly" } },
    expect: { code: "bad_command" },
  },
  {
    name: "command with extra fields",
    as: "p2",
    send: { type: "command", seq: 1, command: { type: "end", score: 99 } },
    expect: { code: "bad_command" },
  },
  {
    name: "replayed old seq",
    as: "p2",
    send: { type: "command", seq: 0, command: { type: "end" } },
    expect: { code: "stale_seq" },
  },
  {
    name: "seq from the future",
    as: "p2",
    send: { type: "command", seq: 7, command: { type: "end" } },
    expect: { code: "stale_seq" },
  },
  {
    name: "undo another seat's command",
    as: "p2",
    send: { type: "undo", seq: 1 },
    expect: { code: "undo_not_yours" },
  },
  {
    name: "resync from the future",
    as: "spectator",
    send: { type: "resync", fromSeq: 50 },
    expect: { code: "bad_seq" },
  },
  {
    name: "host action by a player",
    as: "p1",
    send: { type: "host", action: { kind: "pause", paused: true } },
    expect: { code: "not_host" },
  },
  {
    name: "host kicks a seat that does not exist",
    as: "host",
    send: { type: "host", action: { kind: "kick", seat: "p7" } },
    expect: { code: "unknown_seat" },
  },
  {
    name: "host hands a seat to an unknown bot",
    as: "host",
    send: { type: "host", action: { kind: "bot", seat: "p2", bot: "skynet" } },
    expect: { code: "unknown_bot" },
  },
  {
    name: "malformed host action",
    as: "host",
    send: { type: "host", action: { kind: "delete-room" } },
    expect: { code: "bad_message", where: "$.action.kind" },
  },
  {
    name: "binary frame",
    as: "p2",
    send: Buffer.from([1, 2, 3]),
    raw: true,
    expect: { code: "binary_message" },
  },
  {
    name: "deeply nested command",
    as: "p2",
    send: `{"type":"command","seq":1,"command":${"[".repeat(5000)}${"]".repeat(5000)}}`,
    raw: true,
    expect: { code: "too_deep", where: "$" },
  },
  {
    name: "oversized message",
    as: "p2",
    send: JSON.stringify({ type: "ping", id: "x".repeat(70_000) }),
    raw: true,
    expect: { close: 1009 },
  },
];

function resolveRefs(value: unknown): unknown {
  if (value === "@") return ROOM();
  if (value === "@p2") return room.p2;
  if (Array.isArray(value)) return value.map(resolveRefs);
  if (value && typeof value === "object" && !Buffer.isBuffer(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveRefs(v)]));
  return value;
}

/** The room as a hostile message could change it: not who is connected (the test's own clients come and go). */
async function roomState() {
  const { seats, ...info } = (await get(`${shared.url}/api/rooms/${ROOM()}`)).body;
  for (const seat of Object.values(seats as Record<string, { online?: boolean }>)) delete seat.online;
  info.seats = seats;
  const log = await shared.store.storage.readLog(ROOM());
  const watcher = await joinedAs("p2");
  const pic = await watcher.request({ type: "resync", fromSeq: 0 });
  watcher.close();
  return { info, log, view: pic.view, legal: pic.legal };
}

describe("malformed and hostile messages", () => {
  it(`lists at least 30 kinds (${CASES.length})`, () => {
    expect(new Set(CASES.map((c) => c.name)).size).toBeGreaterThanOrEqual(30);
  });

  it.each(CASES)("$name: a clear error or a documented close, room unchanged", async (c) => {
    const before = await roomState();
    const client = await joinedAs(c.as);
    const payload = resolveRefs(c.send);
    client.sendRaw(c.raw ? (payload as string | Buffer) : JSON.stringify(payload));
    if ("close" in c.expect) {
      expect((await client.closed).code).toBe(c.expect.close);
    } else {
      const answer = await client.next((m) => m.type === "error");
      expect(answer.code).toBe(c.expect.code);
      expect(answer.message.length).toBeGreaterThan(10);
      if (c.expect.where) expect(answer.where).toBe(c.expect.where);
      client.close();
    }
    expect(await roomState()).toEqual(before);
  });

  it("a flood gets rate_limited errors, then the connection is closed with 1008", async () => {
    const client = await joinedAs("p2");
    for (let i = 0; i < 200; i++) client.send({ type: "ping", id: `f${i}` });
    const closed = await client.closed;
    expect(closed.code).toBe(1008);
    expect(closed.reason).toContain("flood");
    expect(client.received.some((m) => m.type === "error" && m.code === "rate_limited")).toBe(true);
    expect(client.received.filter((m) => m.type === "pong").length).toBeLessThanOrEqual(45);
  });

  it("a page from another site cannot open the WebSocket (Origin check)", async () => {
    await expect(TestClient.open(shared.url, { origin: "https://evil.example" })).rejects.toThrow("403");
    const same = await TestClient.open(shared.url, { origin: shared.url });
    expect((await same.request({ type: "ping" })).type).toBe("pong");
    same.close();
  });
});
