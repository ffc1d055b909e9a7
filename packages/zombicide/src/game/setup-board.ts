import { type MapFile, parseMapJson } from "@horda/content";
import { compileMap } from "../board/compile.ts";
import type { Board } from "../board/types.ts";
import { rememberBoard } from "./board-of.ts";
import type { ZombicideConfig, ZombicideState } from "./types.ts";

export interface SetupBoard {
  readonly map: MapFile;
  readonly board: Board;
  /** The state's `board`: one object per map and tile set, so games set up alike share its compilation. */
  readonly ref: ZombicideState["board"];
}

// Setting up many games from one config (the simulator, the server, property tests) parses and compiles the
// map once. The config's map and tiles are read, never changed, so keying on those objects is safe.
const cache = new WeakMap<object, WeakMap<object, SetupBoard>>();
/**
 * The same cache by content, for configs that arrive as new objects with the same map and tiles (a server
 * reads each room's config back from its store): compiling costs about a hundred times the JSON text.
 */
const byText = new Map<string, SetupBoard>();
const BY_TEXT_MAX = 64;

/** The parsed and compiled board of a config, or the messages that say what is wrong with its map. */
export function setupBoard(config: ZombicideConfig): SetupBoard | { readonly problem: string } {
  const input: unknown = config.mission?.map ?? config.map;
  const key = typeof input === "object" && input !== null ? input : null;
  const hit = key ? cache.get(key)?.get(config.tiles) : undefined;
  if (hit) return hit;
  const text = `${JSON.stringify(input)}\u0000${JSON.stringify(config.tiles)}`;
  const same = byText.get(text);
  if (same) {
    if (key) remember(key, config.tiles, same);
    return same;
  }
  const map = parseMapJson(input, "map");
  if (!map.ok)
    return { problem: `the map is malformed: ${map.error.map((e) => `${e.path}: ${e.message}`).join("; ")}` };
  const compiled = compileMap(map.value, new Map(Object.entries(config.tiles)));
  if (!compiled.ok)
    return {
      problem: `the map does not compile: ${compiled.error.map((e) => `${e.path}: ${e.message}`).join("; ")}`,
    };
  const usedTiles: Record<string, ZombicideState["board"]["tiles"][string]> = {};
  for (const t of map.value.tiles)
    usedTiles[t.tile] = config.tiles[t.tile] as ZombicideState["board"]["tiles"][string];
  const entry: SetupBoard = {
    map: map.value,
    board: compiled.value,
    ref: { map: map.value, tiles: usedTiles },
  };
  rememberBoard(entry.ref, entry.board);
  if (key) remember(key, config.tiles, entry);
  if (byText.size >= BY_TEXT_MAX) byText.delete(byText.keys().next().value as string);
  byText.set(text, entry);
  return entry;
}

function remember(map: object, tiles: object, entry: SetupBoard): void {
  const byTiles = cache.get(map) ?? new WeakMap<object, SetupBoard>();
  byTiles.set(tiles, entry);
  cache.set(map, byTiles);
}
