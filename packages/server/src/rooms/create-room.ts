import type { Json } from "@horda/table";
import { type GameRegistry, seatsOf } from "../games/registry.ts";
import { hashSecret, newRoomCode, newSecret } from "../security/ids.ts";
import type { Storage } from "../storage/types.ts";
import { newMeta, withSeat } from "./meta.ts";

export interface NewRoom {
  readonly game: string;
  readonly config: Json;
  /** If given, the config must give this many seats. */
  readonly seats?: number;
  /** The creator's name; with `takeSeat` (default) the creator holds the first seat. */
  readonly name?: string;
  readonly takeSeat?: boolean;
  readonly clientHash: string | null;
}

export type Created =
  | {
      readonly ok: true;
      readonly code: string;
      readonly hostToken: string;
      readonly seat: string | null;
      readonly seatToken: string | null;
      readonly seats: readonly string[];
    }
  | { readonly ok: false; readonly code: string; readonly message: string };

/** Checks the game and its config, then stores a new room with a fresh code, seed and tokens. */
export async function createRoom(storage: Storage, registry: GameRegistry, req: NewRoom): Promise<Created> {
  const def = registry.get(req.game);
  if (!def)
    return {
      ok: false,
      code: "unknown_game",
      message: `No game "${req.game}" (games: ${registry.ids().join(", ")}).`,
    };
  const seating = seatsOf(def, req.config);
  if ("error" in seating) return { ok: false, code: "bad_config", message: seating.error };
  if (req.seats !== undefined && req.seats !== seating.seats.length) {
    return {
      ok: false,
      code: "bad_seat_count",
      message: `This config seats ${seating.seats.length} players, not ${req.seats}.`,
    };
  }
  const hostToken = newSecret();
  let meta = newMeta(hashSecret(hostToken), seating.seats);
  const first = seating.seats[0] ?? null;
  const seatToken = req.takeSeat === false || first === null ? null : newSecret();
  if (seatToken && first) {
    meta = withSeat(meta, first, {
      tokenHash: hashSecret(seatToken),
      name: req.name ?? null,
      clientHash: req.clientHash,
      bot: null,
    });
  }
  const code = newRoomCode();
  const head = { code, game: def.id, config: req.config, seed: newSecret(), createdAt: Date.now() };
  await storage.createRoom({ head, meta }, req.clientHash);
  return { ok: true, code, hostToken, seat: seatToken ? first : null, seatToken, seats: seating.seats };
}
