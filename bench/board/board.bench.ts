import { parseMapJson } from "@horda/content";
import { buildTables, compileMap } from "@horda/zombicide";
import { loadCoreTiles } from "../../packages/zombicide/test/support/core-tiles.ts";
import { medianMs, report } from "../median.ts";

// A 9-tile (3x3) map of core tiles, then the door-opening rebuild of the sight and distance tables.
const tiles = loadCoreTiles();
const ids = ["1R", "2R", "3R", "4V", "5R", "6R", "7V", "8R", "9R"];
const parsed = parseMapJson(
  {
    schema: "horda.map/1",
    id: "bench-3x3",
    name: { en: "Bench 3x3" },
    game: "zombicide",
    tiles: ids.map((t, i) => ({
      tile: `core2e/${t}`,
      x: (i % 3) * 10,
      y: Math.floor(i / 3) * 10,
      rotation: 0,
    })),
  },
  "bench",
);
if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
const map = parsed.value;

const compileMs = medianMs(() => {
  const board = compileMap(map, tiles);
  if (!board.ok) throw new Error("compile failed");
  buildTables(board.value, new Set());
});
report("board.compile_ms", compileMs, "ms");

const compiled = compileMap(map, tiles);
if (!compiled.ok) throw new Error("compile failed");
const board = compiled.value;
let opened = 0;
const rebuildMs = medianMs(() => {
  opened = (opened + 1) % board.doors.length;
  buildTables(board, new Set([opened]));
}, 50);
report("board.door_rebuild_ms", rebuildMs, "ms");
report("board.zones", board.zones.length, "zones");
