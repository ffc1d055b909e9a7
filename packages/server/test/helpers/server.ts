import { duel } from "@horda/table/testing";
import { createServer, type HordaServer, type ServerOptions } from "../../src/app.ts";
import { type AnyGame, createRegistry } from "../../src/games/registry.ts";
import type { Storage } from "../../src/storage/types.ts";
import { type Msg, TestClient } from "./ws-client.ts";

export const DUEL = duel as AnyGame;
export const SHORT_DUEL = { handSize: 3, target: 15, maxTurns: 12 };

/** An in-process server hosting Duel on the given storage, on a free loopback port. */
export async function startTestServer(
  storage: Storage,
  options: Partial<ServerOptions> = {},
): Promise<{ server: HordaServer; url: string }> {
  const server = await createServer({ registry: createRegistry([DUEL]), storage, botDelayMs: 5, ...options });
  const url = await server.listen(0);
  return { server, url };
}

export async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, Msg> };
}

export async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  const text = await res.text();
  let body: Msg = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, body, type: res.headers.get("content-type") ?? "" };
}

/** Creates a Duel room (the creator takes p1) and claims p2 by code. */
export async function duelRoom(url: string, config: unknown = SHORT_DUEL) {
  const created = await post(`${url}/api/rooms`, { game: "duel", config, seats: 2, name: "Ana" });
  if (created.status !== 201) throw new Error(`room not created: ${JSON.stringify(created.body)}`);
  const joined = await post(`${url}/api/rooms/${created.body.code}/join`, { name: "Bo" });
  return {
    code: created.body.code as string,
    hostToken: created.body.hostToken as string,
    p1: created.body.seatToken as string,
    p2: joined.body.seatToken as string,
  };
}

/** A Duel room with its host and both seats joined, each on its own connection. */
export async function seatedDuel(url: string, config: unknown = { handSize: 3, target: 50, maxTurns: 6 }) {
  const room = await duelRoom(url, config);
  const [host, p1, p2] = [await TestClient.open(url), await TestClient.open(url), await TestClient.open(url)];
  const hosting = await host.request({ type: "join", room: room.code, hostToken: room.hostToken });
  if (hosting.host !== true) throw new Error(`the host did not join: ${JSON.stringify(hosting)}`);
  await p1.request({ type: "join", room: room.code, seat: "p1", token: room.p1 });
  await p2.request({ type: "join", room: room.code, seat: "p2", token: room.p2 });
  return { room, host, p1, p2 };
}
