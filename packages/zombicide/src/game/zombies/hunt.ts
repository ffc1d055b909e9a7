import type { ActorKind } from "../../board/passage.ts";
import { rulesOf } from "../../kernel/registry.ts";
import { boardOf, tablesOf } from "../board-of.ts";
import type { ZombicideState } from "../types.ts";
import { noticed } from "./noticed.ts";

export const MOVE_RULE = "core-2e §7 Move (destination, shortest open path)";

/**
 * Noise of every zone (zone index → noise): Noise tokens plus 1 per survivor on the board (§6, §7); then the
 * modules' `noiseField` (a Ninja makes none, a Loud Zone counts as the loudest).
 */
export function noiseByZone(state: ZombicideState): { survivors: Int16Array; noise: Int16Array } {
  const board = boardOf(state);
  const n = board.zones.length;
  const survivors = new Int16Array(n);
  const noise = new Int16Array(n);
  for (const s of state.survivors) {
    if (!noticed(state, s)) continue;
    const z = board.zoneIndex[s.zone] as number;
    survivors[z] = (survivors[z] as number) + 1;
    noise[z] = (noise[z] as number) + 1;
  }
  for (const [zone, count] of Object.entries(state.noise)) {
    const z = board.zoneIndex[zone];
    if (z !== undefined) noise[z] = (noise[z] as number) + count;
  }
  return rulesOf(state).hooks.noiseField({ state }, { survivors, noise });
}

export interface Hunt {
  readonly by: "sight" | "noise" | "none";
  /** Zones considered (index, noise): survivor zones in sight, or every zone with noise. */
  readonly candidates: readonly { readonly zone: number; readonly noise: number }[];
  /** The loudest candidates (several when they tie). */
  readonly destinations: readonly number[];
  /** Next zones of the shortest open routes to the destinations; empty: the zombies stay. */
  readonly branches: readonly number[];
  /** Why the zombies stay, when they do. */
  readonly stay: string | null;
  /** A module's rule that routed them when no open path led to the loudest zone (`noOpenPath`). */
  readonly rule?: string;
}

/**
 * Where zombies standing in `from` go (§7 Move): the loudest zone with survivors in their sight; if they
 * see none, the loudest zone of the board. Distance never matters. Then one step along every shortest open
 * route to those zones; tied routes or tied destinations give several branches (the group splits). The
 * zombies' kind (`actor`) picks the tables, as the board hooks of the modules may see it.
 */
export function huntFrom(
  state: ZombicideState,
  from: number,
  field: { survivors: Int16Array; noise: Int16Array },
  actor: ActorKind,
): Hunt {
  const t = tablesOf(state, actor);
  const { n, sight, steps, neighbours } = t;
  const candidates: { zone: number; noise: number }[] = [];
  for (let z = 0; z < n; z++) {
    if ((field.survivors[z] as number) > 0 && (sight[from * n + z] as number) >= 0)
      candidates.push({ zone: z, noise: field.noise[z] as number });
  }
  let by: Hunt["by"] = "sight";
  if (candidates.length === 0) {
    by = "noise";
    for (let z = 0; z < n; z++) {
      const v = field.noise[z] as number;
      if (v > 0) candidates.push({ zone: z, noise: v });
    }
  }
  if (candidates.length === 0)
    return {
      by: "none",
      candidates,
      destinations: [],
      branches: [],
      stay: "no survivor and no noise on the board",
    };
  let loudest = 0;
  for (const c of candidates) loudest = Math.max(loudest, c.noise);
  const destinations = candidates.filter((c) => c.noise === loudest).map((c) => c.zone);
  if (destinations.includes(from))
    return { by, candidates, destinations, branches: [], stay: "they already stand in the loudest zone" };
  const branches = new Set<number>();
  for (const d of destinations) {
    const left = steps[from * n + d] as number;
    if (left < 0) continue;
    for (const m of neighbours[from] as number[])
      if ((steps[m * n + d] as number) === left - 1) branches.add(m);
  }
  if (branches.size === 0) {
    const way = rulesOf(state).hooks.noOpenPath({ state, from, destinations, actor });
    if (way && (way.branches.length > 0 || way.stay !== null))
      return {
        by,
        candidates,
        destinations,
        branches: [...way.branches],
        stay: way.branches.length > 0 ? null : way.stay,
        ...(way.rule ? { rule: way.rule } : {}),
      };
    return { by, candidates, destinations, branches: [], stay: "no open path leads to the loudest zone" };
  }
  return { by, candidates, destinations, branches: [...branches].sort((a, b) => a - b), stay: null };
}

/**
 * One whole shortest route per branch and destination, for the log's "why": the first step, then the
 * lowest-numbered zone one step nearer each time.
 */
export function huntRoutes(
  state: ZombicideState,
  from: number,
  destinations: readonly number[],
  branches: readonly number[],
  actor: ActorKind,
): number[][] {
  const { n, steps, neighbours } = tablesOf(state, actor);
  const out: number[][] = [];
  for (const d of destinations) {
    const total = steps[from * n + d] as number;
    for (const b of branches) {
      if ((steps[b * n + d] as number) !== total - 1) continue;
      const route = [from, b];
      let z = b;
      while (z !== d) {
        const left = steps[z * n + d] as number;
        z = (neighbours[z] as number[]).find((m) => (steps[m * n + d] as number) === left - 1) as number;
        route.push(z);
      }
      out.push(route);
    }
  }
  return out;
}
