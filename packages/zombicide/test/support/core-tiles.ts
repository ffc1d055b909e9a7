import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseTileText, type TileFace } from "@horda/content";

const TILE_DIR = fileURLToPath(new URL("../../../../content/core2e/tiles/", import.meta.url));

/** The core 2E tile faces from content/core2e/tiles, keyed "core2e/<id>". */
export function loadCoreTiles(): Map<string, TileFace> {
  const lib = new Map<string, TileFace>();
  for (const file of readdirSync(TILE_DIR).filter((f) => f.endsWith(".tile"))) {
    const parsed = parseTileText(readFileSync(TILE_DIR + file, "utf8"), file);
    if (!parsed.ok)
      throw new Error(parsed.error.map((e) => `${e.source}:${e.line}: ${e.message}`).join("\n"));
    lib.set(`core2e/${parsed.value.id}`, parsed.value);
  }
  return lib;
}
