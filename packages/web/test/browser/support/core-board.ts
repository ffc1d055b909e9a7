import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseMapText, parseTileText, type TileFace } from "@horda/content";
import { type Board, buildTables, compileMap } from "@horda/zombicide";

const TILES = fileURLToPath(new URL("../../../../../content/core2e/tiles/", import.meta.url));
const MAPS = fileURLToPath(new URL("../../../../zombicide/scenarios/maps/", import.meta.url));

/** A repository map compiled in Node, to tell the browser tests what the page should show. */
export function compileRepoMap(file: string): Board {
  const tiles = new Map<string, TileFace>();
  for (const f of readdirSync(TILES).filter((n) => n.endsWith(".tile"))) {
    const face = parseTileText(readFileSync(TILES + f, "utf8"), f);
    if (!face.ok) throw new Error(`${f}: ${JSON.stringify(face.error)}`);
    tiles.set(`core2e/${face.value.id}`, face.value);
  }
  const map = parseMapText(readFileSync(MAPS + file, "utf8"), file);
  if (!map.ok) throw new Error(JSON.stringify(map.error));
  const board = compileMap(map.value, tiles);
  if (!board.ok) throw new Error(JSON.stringify(board.error));
  return board.value;
}

/** Ids of the zones `zone` sees (range > 0), and of its one-move neighbours, with the given doors open. */
export function expectedSightAndMoves(board: Board, zone: number, open: ReadonlySet<number> = new Set()) {
  const t = buildTables(board, open);
  const sees: string[] = [];
  for (let b = 0; b < t.n; b++) {
    if (b !== zone && (t.sight[zone * t.n + b] as number) > 0) sees.push(board.zones[b]?.id as string);
  }
  const moves = (t.neighbours[zone] ?? []).map((m) => board.zones[m]?.id as string);
  return { sees: sees.sort(), moves };
}
