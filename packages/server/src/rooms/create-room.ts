import type { Json, LogEntry } from "@horda/table";
import { type AnyGame, type GameRegistry, seatsOf } from "../games/registry.ts";
import { hashSecret, newRoomCode, newSecret } from "../security/ids.ts";
import type { Snapshot, Storage } from "../storage/types.ts";
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
  | { readonly ok: false; readonly code: string; readonly message: string; readonly where?: string };

/** Where a new room's game starts: a config and seed, and the log entries already played (a saved game). */
export interface RoomStart {
  readonly config: Json;
  readonly seed: string;
  readonly log: readonly LogEntry<Json>[];
  /** The session right after the log, stored as the room's first snapshot so loading skips the replay. */
  readonly snapshot?: Snapshot;
}

/**
 * Configs as the game stamps them, by game and config object (stamping is pure and a config is never
 * changed in place): the same built config gives the same stamped one, whose text storage makes once.
 */
const recorded = new WeakMap<AnyGame, WeakMap<object, Json>>();

function recordedConfig(def: AnyGame, config: Json): Json {
  if (!def.recordConfig) return config;
  if (typeof config !== "object" || config === null) return def.recordConfig(config) as Json;
  const byConfig = recorded.get(def) ?? new WeakMap<object, Json>();
  recorded.set(def, byConfig);
  let stamped = byConfig.get(config);
  if (stamped === undefined) {
    stamped = def.recordConfig(config) as Json;
    byConfig.set(config, stamped);
  }
  return stamped;
}

/** Checks the game and its options (built into the engine's config when the game says how), then stores a new room. */
export async function createRoom(storage: Storage, registry: GameRegistry, req: NewRoom): Promise<Created> {
  const hosted = registry.hosted(req.game);
  if (!hosted)
    return {
      ok: false,
      code: "unknown_game",
      message: `No game "${req.game}" (games: ${registry.ids().join(", ")}).`,
    };
  const built = hosted.buildConfig
    ? hosted.buildConfig(req.config)
    : { ok: true as const, config: req.config };
  if (!built.ok)
    return {
      ok: false,
      code: "bad_config",
      message: built.message,
      ...(built.where ? { where: built.where } : {}),
    };
  const linked = hosted.linkConfig
    ? await hosted.linkConfig(built.config, req.config, { storage, clientHash: req.clientHash })
    : built;
  if (!linked.ok)
    return {
      ok: false,
      code: "bad_config",
      message: linked.message,
      ...(linked.where ? { where: linked.where } : {}),
    };
  return openRoom(storage, hosted.definition, { config: linked.config, seed: newSecret(), log: [] }, req);
}

/** Stores a room of `def` starting at `start`, with a fresh code and tokens; the creator may take the first seat. */
export async function openRoom(
  storage: Storage,
  def: AnyGame,
  start: RoomStart,
  req: Omit<NewRoom, "game" | "config">,
): Promise<Created> {
  const seating = seatsOf(def, start.config);
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
  // The room's log keeps the config as the game stamps it (its rules version).
  const config = recordedConfig(def, start.config);
  const head = { code, game: def.id, config, seed: start.seed, createdAt: Date.now() };
  await storage.createRoom({ head, meta }, req.clientHash);
  for (const entry of start.log) {
    const last = entry.seq === start.log.length;
    await storage.append(code, entry, last ? start.snapshot : undefined);
  }
  return { ok: true, code, hostToken, seat: seatToken ? first : null, seatToken, seats: seating.seats };
}
