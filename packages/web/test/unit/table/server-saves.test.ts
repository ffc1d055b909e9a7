import { describe, expect, it } from "vitest";
import { savedFromServer } from "../../../src/table/store/from-server.ts";
import type { SavedGame } from "../../../src/table/store/game-store.ts";
import {
  listServerSaves,
  loadServerSave,
  saveToServer,
  serverHostsZombicide,
} from "../../../src/table/store/server-saves.ts";

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A stand-in for the server's saves API (docs/protocol.md), keeping saves per client token. */
function fakeServer() {
  const calls: Call[] = [];
  const saves = new Map<string, { id: string; name: string; game: string; record: unknown; owner: string }>();
  const f = (async (url: string, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, method: init.method ?? "GET", headers, body });
    const reply = (status: number, json: unknown) => new Response(JSON.stringify(json), { status });
    const owner = headers["x-client-token"];
    if (url === "/api/games") return reply(200, { games: ["zurvivors", "zombicide"] });
    if (!owner) return reply(401, { error: "no_client_token", message: "Send your x-client-token header." });
    if (url === "/api/saves" && init.method === "POST") {
      if (body.record?.game !== "zombicide")
        return reply(400, { error: "unknown_game", message: "No hosted game." });
      const id = `s${saves.size + 1}`;
      saves.set(id, { id, name: body.name, game: "zombicide", record: body.record, owner });
      return reply(201, { id });
    }
    if (url === "/api/saves")
      return reply(200, {
        saves: [...saves.values()]
          .filter((s) => s.owner === owner)
          .map((s) => ({ id: s.id, name: s.name, game: s.game, createdAt: 1 })),
      });
    const s = saves.get(url.replace("/api/saves/", ""));
    if (!s || s.owner !== owner) return reply(404, { error: "unknown_save", message: "No such saved game." });
    return reply(200, { id: s.id, name: s.name, game: s.game, record: s.record });
  }) as typeof fetch;
  return { f, calls };
}

const record = {
  format: "horda.record/1",
  game: "zombicide",
  config: { seats: ["p1", "p2"], survivors: [{ id: "josh", seat: "p2" }], modules: ["core", "sandbox"] },
  seed: "abc",
  log: [{ kind: "command", seq: 1, seat: "p1", command: { type: "endTurn", survivor: "josh" } }],
} as unknown as SavedGame["record"];
const game = {
  id: "g1",
  title: "First Night",
  options: { players: ["Ana", "Bruno"] },
  record,
  round: 3,
  savedAt: 1,
} as unknown as SavedGame;

describe("saves in the server database", () => {
  it("sees a server that hosts Zombicide, and no server when the answer is not its JSON", async () => {
    expect(await serverHostsZombicide(fakeServer().f)).toBe(true);
    const staticHost = (async () => new Response("<!doctype html>", { status: 200 })) as typeof fetch;
    expect(await serverHostsZombicide(staticHost)).toBe(false);
    const offline = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    expect(await serverHostsZombicide(offline)).toBe(false);
  });

  it("saves the record with the client token, lists it for that browser only, and loads it back", async () => {
    const { f, calls } = fakeServer();
    const saved = await saveToServer(game, "token-of-this-browser-1", f);
    expect(saved).toEqual({ ok: true, value: "s1" });
    expect(calls[0]?.headers["x-client-token"]).toBe("token-of-this-browser-1");
    expect(calls[0]?.body).toEqual({ name: "First Night · Ana, Bruno · R3", record });
    const mine = await listServerSaves("token-of-this-browser-1", f);
    expect(mine.ok && mine.value.map((s) => s.name)).toEqual(["First Night · Ana, Bruno · R3"]);
    const theirs = await listServerSaves("token-of-another-browser", f);
    expect(theirs.ok && theirs.value).toEqual([]);
    const back = await loadServerSave("s1", "token-of-this-browser-1", f);
    expect(back.ok && back.value.record).toEqual(record);
    const refused = await loadServerSave("s1", "token-of-another-browser", f);
    expect(refused).toEqual({ ok: false, reason: "No such saved game." });
  });

  it("refuses to open here a save made in an online room (the server keeps its seed)", async () => {
    const sealed = (async () =>
      new Response(
        JSON.stringify({
          id: "s9",
          name: "room",
          game: "zombicide",
          sealed: true,
          record: { ...record, seed: undefined },
        }),
        {
          status: 200,
        },
      )) as unknown as typeof fetch;
    const r = await loadServerSave("s9", "token-of-this-browser-1", sealed);
    expect(r).toEqual({
      ok: false,
      code: "sealed_save",
      reason: "This save was made in an online room: it can only be continued online.",
    });
  });

  it("turns a server save into a game on this device, its players and survivors read from the config", () => {
    const g = savedFromServer("g9", "First Night · R3", record, (n) => `Player ${n}`, 5);
    expect(g.options.players).toEqual(["Player 1", "Player 2"]);
    expect(g.options.survivors).toEqual({ josh: 1 });
    expect(g.options.sandbox).toBe(true);
    expect(g.record).toBe(record);
  });
});
