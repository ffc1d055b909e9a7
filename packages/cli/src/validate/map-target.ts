import { readFileSync } from "node:fs";
import { parseMapText } from "@horda/content";
import type { ValidateTarget } from "./target.ts";

/** A map file, checked against the map schema (tiles placed, overlays). Compiling it is `horda scenario`'s job. */
export const mapTarget: ValidateTarget = {
  label: "map file",
  matches: (path, isDirectory) => !isDirectory && path.endsWith(".map.json"),
  validate(path) {
    const result = parseMapText(readFileSync(path, "utf8"), path);
    if (!result.ok)
      return { errors: result.error.map((e) => `${e.source}: ${e.path}: ${e.message}`), summary: "" };
    return { errors: [], summary: `ok ${path}: map (${result.value.tiles.length} tiles)` };
  },
};
