import type { Sense } from "./board-sense.ts";
import type { BotSees } from "./sees.ts";

type Car = NonNullable<BotSees["cars"]>[number];

/** The car a survivor sits in, if any. */
export function carWith(seen: BotSees, survivor: string): Car | undefined {
  return seen.cars?.find((c) => c.driver === survivor || c.passengers.includes(survivor));
}

export function carById(seen: BotSees, id: string): Car | undefined {
  return seen.cars?.find((c) => c.id === id);
}

/** Cars drive in street zones only, and not into Narrow Zones. */
function drivable(sense: Sense, zone: number): boolean {
  const z = sense.board.zones[zone];
  return z !== undefined && z.kind === "street" && !z.flags.includes("narrow");
}

/**
 * Moves toward the nearest target one Drive can gain from a zone (a Fast Drive enters 2 street zones for
 * 1 Action): what makes getting in, driving on or getting out worth it. `toTarget` is by zone index.
 */
export function driveGain(sense: Sense, toTarget: Int16Array, from: number): number {
  const neighbours = sense.routes.neighbours;
  const here = toTarget[from] ?? 999;
  let best = Number.NEGATIVE_INFINITY;
  for (const a of neighbours[from] ?? []) {
    if (!drivable(sense, a)) continue;
    best = Math.max(best, here - (toTarget[a] ?? 999));
    for (const b of neighbours[a] ?? [])
      if (b !== from && drivable(sense, b)) best = Math.max(best, here - (toTarget[b] ?? 999));
  }
  return best;
}
