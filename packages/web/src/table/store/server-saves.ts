import type { TableRefusalCode } from "../words/table-refusals.ts";
import type { SavedGame, ZombicideRecord } from "./game-store.ts";

/** The browser's client token for the server's saves (`x-client-token`, docs/protocol.md), shared app-wide. */
export const CLIENT_TOKEN_KEY = "horda.clientToken";

type Fetch = typeof fetch;

export interface ServerSaveLine {
  readonly id: string;
  readonly name: string;
  readonly createdAt: number;
}

export type Outcome<T> =
  | { readonly ok: true; readonly value: T }
  /** `code`: a refusal the table says in the player's language (`TABLE_REFUSAL_CODES`); `reason` in English. */
  | { readonly ok: false; readonly reason: string; readonly code?: TableRefusalCode };

/** This browser's client token, made once (16-128 characters) and kept in `localStorage`. */
export function clientToken(store: Storage | null = globalThis.localStorage ?? null): string {
  const have = store?.getItem(CLIENT_TOKEN_KEY);
  if (have && have.length >= 16 && have.length <= 128) return have;
  const token = globalThis.crypto.randomUUID();
  store?.setItem(CLIENT_TOKEN_KEY, token);
  return token;
}

const headers = (token: string) => ({ "content-type": "application/json", "x-client-token": token });

async function call<T>(f: Fetch, url: string, init: RequestInit): Promise<Outcome<T>> {
  try {
    const res = await f(url, init);
    const body = (await res.json().catch(() => null)) as (T & { message?: string }) | null;
    if (!res.ok || body === null) return { ok: false, reason: body?.message ?? `HTTP ${res.status}` };
    return { ok: true, value: body };
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message : String(e) };
  }
}

/** Is the page served by a Horda server that hosts Zombicide (`GET /api/games`)? False offline or static. */
export async function serverHostsZombicide(f: Fetch = fetch): Promise<boolean> {
  const r = await call<{ games?: unknown }>(f, "/api/games", { method: "GET" });
  return r.ok && Array.isArray(r.value.games) && r.value.games.includes("zombicide");
}

/** Stores the game's record in the server database (`POST /api/saves`); the server replays it first. */
export async function saveToServer(
  game: SavedGame,
  token: string,
  f: Fetch = fetch,
): Promise<Outcome<string>> {
  const name = `${game.title} · ${game.options.players.join(", ")} · R${game.round}`.slice(0, 120);
  const r = await call<{ id: string }>(f, "/api/saves", {
    method: "POST",
    headers: headers(token),
    body: JSON.stringify({ name, record: game.record }),
  });
  return r.ok ? { ok: true, value: r.value.id } : r;
}

/** This browser's Zombicide saves on the server, newest first. */
export async function listServerSaves(token: string, f: Fetch = fetch): Promise<Outcome<ServerSaveLine[]>> {
  const r = await call<{ saves: (ServerSaveLine & { game: string })[] }>(f, "/api/saves", {
    method: "GET",
    headers: headers(token),
  });
  if (!r.ok) return r;
  return {
    ok: true,
    value: r.value.saves
      .filter((s) => s.game === "zombicide")
      .map(({ id, name, createdAt }) => ({ id, name, createdAt })),
  };
}

/** One save's record (`GET /api/saves/:id`). */
export async function loadServerSave(
  id: string,
  token: string,
  f: Fetch = fetch,
): Promise<Outcome<{ name: string; record: ZombicideRecord }>> {
  const r = await call<{ name: string; record: ZombicideRecord; sealed?: boolean }>(
    f,
    `/api/saves/${encodeURIComponent(id)}`,
    { method: "GET", headers: headers(token) },
  );
  if (!r.ok) return r;
  // A save made from an online room comes without its seed (the server keeps it secret): it cannot be
  // replayed here, only carried on as a new online room.
  if (r.value.sealed || typeof r.value.record?.seed !== "string")
    return {
      ok: false,
      code: "sealed_save",
      reason: "This save was made in an online room: it can only be continued online.",
    };
  return { ok: true, value: { name: r.value.name, record: r.value.record } };
}

export interface OnlineSeat {
  readonly code: string;
  readonly hostToken: string;
  readonly seat: string;
  readonly seatToken: string;
}

/** Opens a room on the server that carries on one of this browser's saves (`POST /api/saves/:id/room`). */
export function roomFromServerSave(
  id: string,
  token: string,
  name: string,
  f: Fetch = fetch,
): Promise<Outcome<OnlineSeat>> {
  return call<OnlineSeat>(f, `/api/saves/${encodeURIComponent(id)}/room`, {
    method: "POST",
    headers: headers(token),
    body: JSON.stringify({ name }),
  });
}
