import type { ZombieState, ZoneId } from "../types.ts";
import { splitKey } from "./lookup.ts";
import type { GroupPlan, SplitPart } from "./tasks.ts";

export const SPLIT_RULE = "core-2e §7 Split (by type, equal shares, the players place the spare)";

/**
 * A group facing several branches splits by type (§7): each type is shared equally among the branches and
 * the players say which branches take the spare ones. A part whose count divides evenly needs no choice.
 */
export function planSplit(zombies: readonly ZombieState[], branches: readonly ZoneId[]): GroupPlan {
  const byKey = new Map<string, string[]>();
  for (const z of zombies) {
    const key = splitKey(z);
    const list = byKey.get(key);
    if (list) list.push(z.id);
    else byKey.set(key, [z.id]);
  }
  const parts: SplitPart[] = [...byKey.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, ids]) => ({ key, zombies: ids, spareTo: ids.length % branches.length === 0 ? [] : null }));
  return { branches, parts };
}

export function spares(part: SplitPart, branches: number): number {
  return part.zombies.length % branches;
}

/** Zombies each branch already receives: the equal shares of every part plus the spares decided so far. */
function loads(plan: GroupPlan): Map<ZoneId, number> {
  const k = plan.branches.length;
  const out = new Map<ZoneId, number>(plan.branches.map((b) => [b, 0]));
  for (const p of plan.parts) {
    const base = Math.floor(p.zombies.length / k);
    for (const b of plan.branches) out.set(b, (out.get(b) ?? 0) + base);
    for (const b of p.spareTo ?? []) out.set(b, (out.get(b) ?? 0) + 1);
  }
  return out;
}

/** The "auto" answer: the spares go to the branches that receive the fewest zombies so far, in branch order. */
export function autoSpares(plan: GroupPlan, part: SplitPart): ZoneId[] {
  const load = loads(plan);
  return [...plan.branches]
    .map((b, i) => ({ b, i, n: load.get(b) ?? 0 }))
    .sort((x, y) => x.n - y.n || x.i - y.i)
    .slice(0, spares(part, plan.branches.length))
    .map((x) => x.b)
    .sort((x, y) => plan.branches.indexOf(x) - plan.branches.indexOf(y));
}

/** Every legal way to place `r` spares on distinct branches (branch order kept). */
export function spareChoices(branches: readonly ZoneId[], r: number): ZoneId[][] {
  const out: ZoneId[][] = [];
  const pick = (start: number, chosen: ZoneId[]) => {
    if (chosen.length === r) {
      out.push(chosen);
      return;
    }
    for (let i = start; i < branches.length; i++) pick(i + 1, [...chosen, branches[i] as ZoneId]);
  };
  pick(0, []);
  return out;
}

/** Where each zombie of a fully decided plan goes: branch → zombie ids. */
export function distribute(plan: GroupPlan): Map<ZoneId, string[]> {
  const k = plan.branches.length;
  const out = new Map<ZoneId, string[]>(plan.branches.map((b) => [b, []]));
  for (const p of plan.parts) {
    const base = Math.floor(p.zombies.length / k);
    let i = 0;
    for (const b of plan.branches) {
      const take = base + ((p.spareTo ?? []).includes(b) ? 1 : 0);
      out.get(b)?.push(...p.zombies.slice(i, i + take));
      i += take;
    }
  }
  return out;
}
