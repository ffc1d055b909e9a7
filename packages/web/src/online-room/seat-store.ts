import type { Seat } from "@horda/table";

/** What this browser holds for one room: its seat and the seat's token, and the host token if it made it. */
/** What this browser joins a room with; a spectator has no seat and no token. */
export interface RoomPass {
  readonly seat: Seat | null;
  readonly seatToken: string | null;
  readonly hostToken: string | null;
}

const key = (code: string, game: string) => `horda.${game}.room.${code}`;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function isPass(v: unknown): v is RoomPass {
  if (typeof v !== "object" || v === null) return false;
  const p = v as Record<string, unknown>;
  return (
    typeof p.seat === "string" &&
    typeof p.seatToken === "string" &&
    (p.hostToken === null || typeof p.hostToken === "string")
  );
}

/** The seat this browser holds in a room (kept across reloads, so a dropped player comes back to it). */
export function loadPass(code: string, game = "zurvivors"): RoomPass | null {
  try {
    const v: unknown = JSON.parse(storage()?.getItem(key(code, game)) ?? "null");
    return isPass(v) ? v : null;
  } catch {
    return null;
  }
}

export function savePass(code: string, pass: RoomPass, game = "zurvivors"): void {
  try {
    storage()?.setItem(key(code, game), JSON.stringify(pass));
  } catch {
    // Without storage the seat still works until the page is closed.
  }
}

export function forgetPass(code: string, game = "zurvivors"): void {
  try {
    storage()?.removeItem(key(code, game));
  } catch {
    // Nothing kept.
  }
}
