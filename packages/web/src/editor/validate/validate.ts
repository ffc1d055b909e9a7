import { checkMission, type MissionFile, missionFileSchema } from "@horda/content";
import { type Board, compileMap } from "@horda/zombicide";
import type { SurvivorBox } from "../content/survivors-by-box.ts";
import { docToMap, docToMission, recordAtPath } from "../io/convert.ts";
import { moduleProblems } from "../mission/modules.ts";
import { offerProblems } from "../mission/offered-survivors.ts";
import type { TileLookup } from "../model/geometry.ts";
import type { EditorDoc } from "../model/records.ts";
import { boardWarnings } from "./board-warnings.ts";
import type { Problem } from "./problems.ts";
import { vehicleProblems } from "./vehicle-checks.ts";

export interface Validation {
  /** The compiled board, when the map compiles. */
  readonly board: Board | null;
  readonly problems: readonly Problem[];
  /** True when nothing stops the engine from playing the mission (warnings may remain). */
  readonly playable: boolean;
}

export interface ValidateOptions {
  readonly zombieTypes?: readonly string[];
  /** The loaded packs' survivors by box: with them, the survivors offered are checked too. */
  readonly survivorBoxes?: readonly SurvivorBox[];
  /**
   * Starts the mission as the table would, when nothing else blocks it: the engine's refusal, or null. With it,
   * "playable" means the table will start the game.
   */
  readonly setupProblem?: (mission: MissionFile, tiles: TileLookup) => string | null;
}

/**
 * Everything the editor checks live: the map compiler's errors, the mission schema and the loader's mission
 * checks, then warnings read from the compiled board. Each problem points at the records to select.
 */
export function validateDoc(doc: EditorDoc, tiles: TileLookup, options: ValidateOptions = {}): Validation {
  const problems: Problem[] = [];
  const { map, sources } = docToMap(doc);
  const locate = (path: string) => {
    const id = recordAtPath(sources, path);
    return id ? [id] : [];
  };
  let board: Board | null = null;
  if (map.tiles.length === 0) {
    problems.push({ severity: "error", key: "noTiles", records: [] });
  } else {
    const compiled = compileMap(map, tiles, options.zombieTypes ? { zombieTypes: options.zombieTypes } : {});
    if (compiled.ok) board = compiled.value;
    else
      for (const e of compiled.error)
        problems.push({
          severity: "error",
          key: "compiler",
          text: e.message,
          path: `$.map${e.path.slice(1)}`,
          records: locate(e.path),
        });
  }
  const mission = docToMission(doc);
  const parsed = missionFileSchema.safeParse(mission);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = `$${issue.path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("")}`;
      if (path === "$.map.tiles" && map.tiles.length === 0) continue;
      problems.push({ severity: "error", key: "schema", text: issue.message, path, records: locate(path) });
    }
  }
  for (const e of checkMission(mission, "mission")) {
    const missingStart = e.message.includes("starting zone");
    problems.push(
      missingStart
        ? { severity: "error", key: "noStart", records: [] }
        : { severity: "error", key: "mission", text: e.message, path: e.path ?? "$", records: [] },
    );
  }
  if (options.survivorBoxes)
    for (const p of offerProblems(doc.mission, options.survivorBoxes)) {
      const { key, ...params } = p;
      problems.push({ severity: "warning", key, params, records: [] });
    }
  for (const p of moduleProblems(doc.mission)) {
    const { key, ...params } = p;
    problems.push({ severity: "warning", key, params, records: [] });
  }
  const tokenRecords = [...sources.entries()].filter(([p]) => p.startsWith("$.tokens")).map(([, id]) => id);
  problems.push(...vehicleProblems(doc, board, tokenRecords, options.survivorBoxes));
  if (board) {
    problems.push(...boardWarnings(board, mission, tokenRecords));
    for (const t of board.tiles)
      if (t.status === "unverified")
        problems.push({
          severity: "info",
          // A stand-in is Horda's drawing (the printed layout is not public), not a transcription left unchecked.
          key: t.standIn ? "standInTile" : "unverifiedTile",
          params: { tile: t.tile },
          records: [],
          cells: { x: t.x, y: t.y, w: t.width, h: t.height },
        });
  }
  if (board && options.setupProblem && !problems.some((p) => p.severity === "error")) {
    const refused = options.setupProblem(mission, tiles);
    if (refused) problems.push({ severity: "error", key: "setupRefused", text: refused, records: [] });
  }
  return { board, problems, playable: board !== null && !problems.some((p) => p.severity === "error") };
}
