import { RngCursor, seedRng } from "@horda/table";
import type { Board } from "@horda/zombicide";
import type { SurvivorPiece, ZombieGroup } from "../board/pieces/types.ts";

const MIX = ["walker", "walker", "walker", "walker", "walker", "runner", "runner", "brute"] as const;

/**
 * A seeded horde for looking at a crowded board and for the paint benchmark (`?zombies=200`): `count`
 * zombies spread over random zones, mostly Walkers, with one Abomination when there are 20 or more.
 */
export function demoHorde(board: Board, count: number, seed = "demo"): ZombieGroup[] {
  const rng = new RngCursor(seedRng(seed));
  const zones = board.zones.length;
  if (zones === 0 || count <= 0) return [];
  const out: ZombieGroup[] = [];
  let left = count;
  if (count >= 20) {
    out.push({ zone: rng.int(0, zones - 1), type: "abomination", count: 1 });
    left--;
  }
  while (left > 0) {
    const n = Math.min(left, rng.int(1, 4));
    out.push({ zone: rng.int(0, zones - 1), type: MIX[rng.int(0, MIX.length - 1)] as string, count: n });
    left -= n;
  }
  return out;
}

const COLOURS = ["#d62828", "#1d4ed8", "#15803d", "#a21caf", "#ea580c", "#0891b2"];

/** Demo survivors (`?survivors=N`) standing on the map's starting zone (or the first zone). */
export function demoSurvivors(board: Board, names: readonly string[], count: number): SurvivorPiece[] {
  const start = board.tokens.find((t) => t.kind === "start")?.zone ?? 0;
  return names.slice(0, Math.max(0, count)).map((name, i) => ({
    id: `demo-${i + 1}`,
    name,
    colour: COLOURS[i % COLOURS.length] as string,
    zone: start,
  }));
}
