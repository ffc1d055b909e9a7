import {
  type MapFile,
  type MissionFile,
  type PackSet,
  parseMapJson,
  parseMapText,
  parseTileText,
  type TileFace,
} from "@horda/content";
import { err, ok, type Result } from "@horda/table";
import { compileMap, type TileLibrary } from "../board/compile.ts";
import type { Board, MapError } from "../board/types.ts";
import { scenarioMission } from "./mission-source.ts";
import type { Scenario } from "./schema.ts";

export const INLINE_TILE = "scenario/board";

export interface ScenarioContext {
  /** Tile faces a map may use, by pack-qualified id. */
  readonly tiles: TileLibrary;
  /** Reads a map file named by a scenario (path relative to the scenario file). */
  readonly readFile?: (path: string) => string;
  /** Content packs whose survivors, equipment and zombies the game part plays with. */
  readonly packs?: PackSet;
}

export interface ScenarioBoard {
  readonly map: MapFile;
  readonly tiles: TileLibrary;
  /** The mission the scenario plays (its map is `map`). */
  readonly mission?: MissionFile;
}

/**
 * The map a scenario plays on: its inline board laid as one tile, its map file, or its mission's map; and the
 * mission it plays, if any (scenario/mission-source.ts).
 */
export function scenarioMap(s: Scenario, ctx: ScenarioContext): Result<ScenarioBoard, MapError[]> {
  const own = s.board === undefined && s.map === undefined ? null : boardMap(s, ctx);
  if (own && !own.ok) return own;
  const mission = scenarioMission(s, ctx.readFile, own ? own.value.map : null);
  if (!mission.ok) return mission;
  if (own) return mission.value ? ok({ ...own.value, mission: mission.value }) : own;
  const m = mission.value as MissionFile;
  return ok({ map: m.map, tiles: ctx.tiles, mission: m });
}

/** The scenario's own board: its inline board laid as one tile, or its map file. */
function boardMap(s: Scenario, ctx: ScenarioContext): Result<ScenarioBoard, MapError[]> {
  if (s.board !== undefined) {
    const face = parseTileText(withInlineHeader(s.board), "board");
    if (!face.ok) {
      return err(
        face.error.map((e) => ({
          path: "board",
          message: `line ${e.line - INLINE_HEADER_LINES}: ${e.message}`,
        })),
      );
    }
    const raw = {
      schema: "horda.map/1",
      id: "scenario",
      name: { en: s.name.slice(0, 120) },
      game: "zombicide",
      tiles: [{ tile: INLINE_TILE, x: 0, y: 0, rotation: 0 }],
      doors: s.overlays?.doors ?? [],
      tokens: s.overlays?.tokens ?? [],
    };
    const map = parseMapJson(raw, "overlays");
    if (!map.ok)
      return err(map.error.map((e) => ({ path: `$.overlays${e.path.slice(1)}`, message: e.message })));
    return ok({ map: map.value, tiles: new Map<string, TileFace>([[INLINE_TILE, face.value]]) });
  }
  const map =
    typeof s.map === "string"
      ? ctx.readFile
        ? readMap(ctx.readFile, s.map)
        : err([{ source: s.map, path: "$", message: `map "${s.map}" cannot be read here` }])
      : parseMapJson(s.map, "map");
  if (!map.ok) return err(map.error.map((e) => ({ path: e.path, message: e.message })));
  return ok({ map: map.value, tiles: ctx.tiles });
}

function readMap(read: (path: string) => string, path: string) {
  let text: string;
  try {
    text = read(path);
  } catch (e) {
    return err([
      { source: path, path: "$", message: `map "${path}" cannot be read: ${(e as Error).message}` },
    ]);
  }
  return parseMapText(text, path);
}

const INLINE_HEADER_LINES = 2;

/** An inline board may leave out "tile:" and "size:": the grid gives the size. */
function withInlineHeader(text: string): string {
  const lines = text.split(/\r?\n/);
  const gridAt = lines.findIndex((l) => /^grid\s*:/.test(l.trim()) && !/^\s/.test(l));
  const rows: string[] = [];
  for (let i = gridAt + 1; gridAt >= 0 && i < lines.length; i++) {
    const l = lines[i] as string;
    if (l.trim() === "" || l.trim().startsWith("#")) continue;
    if (!/^\s/.test(l)) break;
    rows.push(l.replace(/#.*$/, "").trim().replaceAll(" ", ""));
  }
  const width = Math.max(0, ...rows.map((r) => r.length));
  return `tile: board\nsize: ${width}x${rows.length}\n${text}`;
}

export function compileScenarioBoard(b: ScenarioBoard): Result<Board, MapError[]> {
  return compileMap(b.map, b.tiles);
}
