import type { Seat } from "@horda/table";
import type { PublicSeats } from "./messages.ts";

// The server's room API (docs/protocol.md). Relative addresses: the server serves the app in production,
// and the Vite dev server passes /api and /ws on to it (vite.config.ts).

export class RoomApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(
  path: string,
  init?: { body: unknown },
  extra: Readonly<Record<string, string>> = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init ? "POST" : "GET",
      headers: { ...(init ? { "content-type": "application/json" } : {}), ...extra },
      ...(init ? { body: JSON.stringify(init.body) } : {}),
    });
  } catch (e) {
    throw new RoomApiError("offline", `The server did not answer: ${(e as Error).message}`);
  }
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok || body === null) {
    const code = typeof body?.error === "string" ? body.error : `http_${res.status}`;
    const message = typeof body?.message === "string" ? body.message : `The server answered ${res.status}.`;
    throw new RoomApiError(code, message);
  }
  return body as T;
}

export interface CreatedRoom {
  readonly code: string;
  readonly hostToken: string;
  readonly seat: Seat;
  readonly seatToken: string;
}

/** A new Zurvivors room for `players`; the creator holds the first seat and the host token. */
export function createRoom(players: number, name: string): Promise<CreatedRoom> {
  return createGameRoom("zurvivors", { players }, players, name);
}

/** A new room of `game` (its `config` as docs/protocol.md says per game); the creator holds the first seat. */
export async function createGameRoom(
  game: string,
  config: unknown,
  seats: number,
  name: string,
  headers: Readonly<Record<string, string>> = {},
): Promise<CreatedRoom> {
  const room = await call<
    Omit<CreatedRoom, "seat" | "seatToken"> & { seat: Seat | null; seatToken: string | null }
  >("/api/rooms", { body: { game, config, seats, name } }, headers);
  if (!room.seat || !room.seatToken)
    throw new RoomApiError("no_seat", "The server gave the creator no seat.");
  return { code: room.code, hostToken: room.hostToken, seat: room.seat, seatToken: room.seatToken };
}

export type JoinedRoom = { readonly seat: Seat; readonly seatToken: string } | { readonly seat: null };

/** Takes the first free seat of a room; `seat: null` when every seat is taken. */
export async function joinRoom(code: string, name: string): Promise<JoinedRoom> {
  const r = await call<{ seat: Seat | null; seatToken: string | null }>(
    `/api/rooms/${encodeURIComponent(code)}/join`,
    { body: { name } },
  );
  return r.seat && r.seatToken ? { seat: r.seat, seatToken: r.seatToken } : { seat: null };
}

export interface RoomInfo {
  readonly game: string;
  readonly seq: number;
  readonly status: string;
  readonly seats: PublicSeats;
  /** What the room plays, as its game tells it (a Zombicide room: its mission). */
  readonly about?: {
    readonly mission?: string;
    readonly names?: { readonly en?: string; readonly "pt-BR"?: string } | null;
  } | null;
}

export function roomInfo(code: string): Promise<RoomInfo> {
  return call<RoomInfo>(`/api/rooms/${encodeURIComponent(code)}`);
}

/** A campaign room's sheets for one seat: those of the survivors the seat plays (docs/campaigns.md). */
export interface SeatSheets {
  readonly id: string;
  readonly title: string;
  readonly phase: string;
  readonly seat: Seat;
  readonly sheets: readonly {
    readonly survivor: string;
    readonly cxp: number;
    readonly skills: readonly string[];
    readonly bonus: { readonly reserve: number; readonly spent: number };
    readonly kept: readonly string[];
    readonly achievements: readonly string[];
  }[];
}

export function seatSheets(code: string, seatToken: string): Promise<SeatSheets> {
  return call<SeatSheets>(`/api/rooms/${encodeURIComponent(code)}/campaign`, undefined, {
    "x-seat-token": seatToken,
  });
}
