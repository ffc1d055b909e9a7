import { readFileSync } from "node:fs";
import { parseMapText } from "@horda/content";
import { compileMap } from "@horda/zombicide";
import { tileLibrary } from "../content-root.ts";
import type { ValidateTarget } from "./target.ts";
import { jsonSyntaxError } from "./text-syntax.ts";

/** A map file: checked against the map schema, then compiled with the tiles of the content packs. */
export const mapTarget: ValidateTarget = {
  label: "map file",
  matches: (path, isDirectory) => !isDirectory && path.endsWith(".map.json"),
  validate(path) {
    const text = readFileSync(path, "utf8");
    const syntax = jsonSyntaxError(path, text);
    if (syntax) return { errors: syntax.split("\n"), summary: "" };
    const result = parseMapText(text, path);
    if (!result.ok)
      return { errors: result.error.map((e) => `${e.source}: ${e.path}: ${e.message}`), summary: "" };
    const board = compileMap(result.value, tileLibrary());
    if (!board.ok) return { errors: board.error.map((e) => `${path}: ${e.path}: ${e.message}`), summary: "" };
    const b = board.value;
    return {
      errors: [],
      summary: `ok ${path}: map (${result.value.tiles.length} tiles, ${b.zones.length} zones, ${b.doors.length} doors, ${b.buildings.length} buildings)`,
    };
  },
};
