import type { MapFile } from "@horda/content";
import type { BoardToken, MapError } from "./types.ts";

/** Places each map token in the zone of its cell; a token off the tiles, or an unknown zombie, is refused. */
export function resolveTokens(
  map: MapFile,
  zoneOf: Int32Array,
  width: number,
  height: number,
  zombieTypes: readonly string[] | undefined,
  errors: MapError[],
): BoardToken[] {
  const out: BoardToken[] = [];
  const ids = new Map<string, number>();
  let spawnStarts = 0;
  map.tokens.forEach((t, i) => {
    const path = `$.tokens[${i}]`;
    const zone = t.x < width && t.y < height ? (zoneOf[t.y * width + t.x] as number) : -1;
    if (zone < 0) {
      errors.push({ path, message: `${t.kind} token at cell ${t.x},${t.y} is not on any tile` });
      return;
    }
    const id = t.id ?? `${t.kind}-${i + 1}`;
    if (ids.has(id)) {
      errors.push({
        path: `${path}.id`,
        message: `token id "${id}" is used twice (first at tokens[${ids.get(id)}])`,
      });
      return;
    }
    ids.set(id, i);
    if (t.kind === "spawn" && t.spawn === "start" && ++spawnStarts > 1) {
      errors.push({ path: `${path}.spawn`, message: "a map has one Spawn Start token at most" });
    }
    if (t.kind === "zombies" && zombieTypes && !zombieTypes.includes(t.zombie)) {
      errors.push({
        path: `${path}.zombie`,
        message: `unknown zombie type "${t.zombie}" (known: ${zombieTypes.join(", ")})`,
      });
    }
    const { kind, x, y, id: _id, ...rest } = t;
    out.push({ index: out.length, id, kind, zone, x, y, props: rest as BoardToken["props"] });
  });
  return out;
}
