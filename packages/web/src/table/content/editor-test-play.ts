import { parseMissionJson, type TileFace } from "@horda/content";
import { browserStore, type KeyValueStore, TEST_PLAY_KEY } from "../../editor/io/local-store.ts";
import { loadUserTiles } from "../../editor/tile-editor/user-pack.ts";
import type { Playable } from "./playable.ts";

export const TEST_PLAY_PLAYABLE = "editor:test-play";

/**
 * The mission the map editor handed over for a test game ("Test play"), checked again here, and the
 * custom tiles of the browser's user pack it may use. Nothing when there is none or it no longer checks.
 */
export function editorTestPlay(store: KeyValueStore | null = browserStore()): {
  playable: Playable | null;
  tiles: ReadonlyMap<string, TileFace>;
} {
  const tiles = store ? loadUserTiles(store).tiles : new Map<string, TileFace>();
  const text = store?.getItem(TEST_PLAY_KEY);
  if (!text) return { playable: null, tiles };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { playable: null, tiles };
  }
  const mission = parseMissionJson(raw, "editor test play");
  if (!mission.ok) return { playable: null, tiles };
  const m = mission.value;
  return {
    playable: {
      key: TEST_PLAY_PLAYABLE,
      kind: "mission",
      names: m.names,
      map: m.map,
      mission: m,
      briefing: m.briefing,
      band: m.decks.spawnBand,
      modules: m.modules,
      players: m.players,
    },
    tiles,
  };
}
