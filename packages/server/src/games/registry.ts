import type { Command, GameDefinition, GameEvent, Json } from "@horda/table";
import type { Bot } from "../bots/bot.ts";
import { randomBot } from "../bots/bot.ts";
import type { Storage } from "../storage/types.ts";

// biome-ignore lint/suspicious/noExplicitAny: the registry holds games of every state/command type
export type AnyGame = GameDefinition<any, Command, GameEvent, any, any>;

/** A room's config as the engine takes it, or why the options a client sent cannot become one. */
export type BuiltConfig =
  | { readonly ok: true; readonly config: Json }
  | { readonly ok: false; readonly message: string; readonly where?: string };

/** A game the server can host. The server knows nothing else about it. */
export interface HostedGame {
  readonly definition: AnyGame;
  /** Human name for lists; defaults to the id. */
  readonly title?: string;
  /**
   * Turns the options a client sends when it opens a room (e.g. a mission id and survivors) into the
   * engine's config, built from content the server holds. Without it the config goes to `setup` as sent.
   */
  readonly buildConfig?: (options: Json) => BuiltConfig;
  /** Bots a host may hand a seat of this game to, by id; `random` is always there. */
  readonly bots?: readonly Bot[];
  /**
   * Top-level view fields that never change during a game (Zurvivors' card set): sent in `welcome` and
   * `resync` only; `update` leaves them out, and clients keep theirs.
   */
  readonly staticView?: readonly string[];
  /**
   * Every viewer's view of a state is the same but for `staticView` fields (a Zombicide table hides nothing
   * from one seat that it shows another; only `viewer` differs, and it never changes): a room then works out
   * one view per state for every viewer's update. Pictures (welcome, resync) still ask each viewer's own.
   */
  readonly sharedView?: boolean;
  /**
   * After `buildConfig`: what the options name in the server's storage joins the config (a Zombicide room
   * carrying its host's campaign). `clientHash` is the room creator's.
   */
  readonly linkConfig?: (
    config: Json,
    options: Json,
    ctx: { readonly storage: Storage; readonly clientHash: string | null },
  ) => Promise<BuiltConfig>;
  /**
   * What anyone with the room's link may see of its config before joining, e.g. a Zombicide room's mission
   * names (the join page says what is being played). Never hidden information.
   */
  readonly describe?: (config: Json) => Json;
  /** A room's game ended: what lives outside the room (a campaign) learns the result. */
  readonly finished?: (
    game: { readonly state: unknown; readonly record: unknown },
    storage: Storage,
  ) => Promise<void>;
}

export interface GameRegistry {
  get(id: string): AnyGame | undefined;
  hosted(id: string): HostedGame | undefined;
  /** The bots of a game by id (`random` included). */
  bots(id: string): ReadonlyMap<string, Bot>;
  ids(): string[];
}

/** A registry of games by id; a duplicate id is a programming error. */
export function createRegistry(games: readonly (HostedGame | AnyGame)[]): GameRegistry {
  const byId = new Map<string, HostedGame>();
  for (const g of games) {
    const hosted: HostedGame = "definition" in g ? g : { definition: g };
    const id = hosted.definition.id;
    if (byId.has(id)) throw new Error(`game "${id}" registered twice`);
    byId.set(id, hosted);
  }
  const botMaps = new Map(
    [...byId].map(([id, h]) => [id, new Map([randomBot, ...(h.bots ?? [])].map((b) => [b.id, b]))]),
  );
  return {
    get: (id) => byId.get(id)?.definition,
    hosted: (id) => byId.get(id),
    bots: (id) => botMaps.get(id) ?? new Map([[randomBot.id, randomBot]]),
    ids: () => [...byId.keys()].sort(),
  };
}

type Seating = { seats: readonly string[] } | { error: string };

/**
 * Seatings already worked out, by game and config object: setup is pure and a config is never changed in
 * place, so the same config (a built config is made once for the same options, hosted.ts) seats the same.
 */
const seatings = new WeakMap<AnyGame, WeakMap<object, Seating>>();

/** The number of seats a config gives, by setting the game up once with a fixed seed. */
export function seatsOf(def: AnyGame, config: Json): Seating {
  const known = typeof config === "object" && config !== null ? seatings.get(def)?.get(config) : undefined;
  if (known !== undefined) return known;
  const state = def.setup(config, "seat-count");
  const seating = state.ok ? { seats: def.seats(state.value) } : { error: state.error.message };
  if (typeof config === "object" && config !== null) {
    const byConfig = seatings.get(def) ?? new WeakMap<object, Seating>();
    seatings.set(def, byConfig);
    byConfig.set(config, seating);
  }
  return seating;
}
