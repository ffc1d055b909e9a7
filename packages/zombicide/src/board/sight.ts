import { type BoardHooks, type Passage, type PassageContext, passageFor, sightCrossing } from "./passage.ts";
import type { Board } from "./types.ts";

export interface SightOptions {
  /** How many building zones a line may enter (the core rule: 1; a module's sight option may lift it). */
  readonly buildingReach?: number;
}

const DIRS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

/**
 * Lines of sight from one zone (core 2E §3): straight lines parallel to the board edges from every cell of the
 * zone, through any number of street zones, stopping at walls, closed doors and the board edge. A line that
 * enters a building zone stops there (one zone into a building), whether it started in the street or in a
 * building. Returns the range (zones crossed, 0 = own zone) of every zone seen, -1 for the rest.
 */
export function castSight<S>(
  board: Board,
  from: number,
  openDoors: ReadonlySet<number>,
  options: SightOptions = {},
  hooks: BoardHooks<S> = { sets: [] },
  ctx?: PassageContext<S>,
): Int8Array {
  return castSightWith(board, from, passageFor(board, openDoors, hooks, ctx), options);
}

/** `castSight` with every edge's answer already worked out (the tables cast from every zone with one). */
export function castSightWith(
  board: Board,
  from: number,
  passage: Passage,
  options: SightOptions = {},
  /** Marked 1 for each zone seen past a zone the line passed over (a module's `over`), when given. */
  pastOver?: Uint8Array,
): Int8Array {
  const n = board.zones.length;
  const range = new Int8Array(n).fill(-1);
  range[from] = 0;
  const cross = sightCrossing(board, passage);
  const reach = options.buildingReach ?? 1;
  const over = passage.over ?? null;
  const { width, height, zoneOf, zones } = board;
  for (const c0 of (zones[from] as Board["zones"][number]).cells) {
    const x0 = c0 % width;
    const y0 = (c0 - x0) / width;
    for (const [dx, dy] of DIRS) {
      let x = x0;
      let y = y0;
      let c = c0;
      let zone = from;
      let count = 0;
      let buildings = 0;
      // Passing over a zone (a module's `over`): its boundaries do not stop the line, it is not seen.
      let flying = false;
      let flown = false;
      for (;;) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) break;
        const nc = ny * width + nx;
        const nz = zoneOf[nc] as number;
        if (nz < 0) break;
        const overNext = over !== null && nz !== zone && over(from, nz, count + 1, flying);
        const passable =
          flying ||
          overNext ||
          (dx === 1
            ? cross.east(c)
            : dx === -1
              ? cross.east(nc)
              : dy === 1
                ? cross.south(c)
                : cross.south(nc));
        if (!passable) break;
        if (overNext) {
          count++;
          flying = true;
          flown = true;
          zone = nz;
          x = nx;
          y = ny;
          c = nc;
          continue;
        }
        if (nz !== zone) {
          flying = false;
          count++;
          if (flown && pastOver) pastOver[nz] = 1;
          const known = range[nz] as number;
          if (known < 0 || count < known) range[nz] = count;
          // A zone a module makes opaque (a Park) stops the line like a building.
          if (passage.opaque?.[nz] === 1) break;
          if ((zones[nz] as Board["zones"][number]).kind === "building") {
            buildings++;
            if (buildings >= reach) break;
          } else if (buildings > 0 && reach > 1) break;
          zone = nz;
        }
        x = nx;
        y = ny;
        c = nc;
      }
    }
  }
  const filter = passage.filter;
  if (filter) {
    for (let z = 0; z < n; z++) {
      const r = range[z] as number;
      if (r > 0 && !filter(from, z, r)) range[z] = -1;
    }
  }
  return range;
}
