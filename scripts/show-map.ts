// Prints a map file as text (zones, walls, doors) to help place tokens: npx tsx scripts/show-map.ts FILE.map.json
import { readFileSync } from "node:fs";
import { parseMapText } from "@horda/content";
import { boardToAscii, compileMap } from "@horda/zombicide";
import { loadTileLibrary } from "@horda/zombicide/node";

const file = process.argv[2];
if (!file) throw new Error("usage: npx tsx scripts/show-map.ts FILE.map.json");
const map = parseMapText(readFileSync(file, "utf8"), file);
if (!map.ok) throw new Error(map.error.map((e) => `${e.path}: ${e.message}`).join("\n"));
const board = compileMap(map.value, loadTileLibrary("content"));
if (!board.ok) throw new Error(board.error.map((e) => `${e.path}: ${e.message}`).join("\n"));
console.log(boardToAscii(board.value));
for (const z of board.value.zones)
  console.log(
    `${z.id} ${z.label} ${z.kind} ${z.flags.join(",")} box ${z.box.x0},${z.box.y0}-${z.box.x1},${z.box.y1}`,
  );
for (const d of board.value.doors)
  console.log(
    `${d.id} at ${d.x},${d.y} ${d.side} ${d.colour} between ${d.zones.map((i) => board.value.zones[i]?.id).join("/")}`,
  );
