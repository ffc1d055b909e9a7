import { boardOf, zoneIdOf } from "../board-of.ts";
import type { ZombicideEvent } from "../events.ts";
import type { ZombicideState, ZombieState, ZoneId } from "../types.ts";
import { firstPlayer, raiseDecision, ZOMBIE_SPLIT } from "./decisions.ts";
import { huntFrom, huntRoutes, MOVE_RULE, noiseByZone } from "./hunt.ts";
import { zombieMap } from "./lookup.ts";
import { autoSpares, distribute, planSplit, SPLIT_RULE, spares } from "./split.ts";
import type { GroupPlan, ZombieTask } from "./tasks.ts";

type GroupTask = Extract<ZombieTask, { kind: "group" }>;

/**
 * §7 Move: the listed zombies that did not attack (they stand where no survivor is) move, one group per
 * zone. Groups are queued in zone order, ahead of the work that follows.
 */
export function runMove(
  state: ZombicideState,
  zombies: readonly string[],
  survivorZones: ReadonlySet<ZoneId>,
): ZombicideState {
  const byId = zombieMap(state);
  const groups = new Map<ZoneId, string[]>();
  for (const id of zombies) {
    const z = byId.get(id);
    if (!z || survivorZones.has(z.zone)) continue;
    const list = groups.get(z.zone);
    if (list) list.push(id);
    else groups.set(z.zone, [id]);
  }
  const board = boardOf(state);
  const tasks: ZombieTask[] = [...groups.entries()]
    .sort(([a], [b]) => (board.zoneIndex[a] as number) - (board.zoneIndex[b] as number))
    .map(([from, ids]) => ({ kind: "group", from, zombies: ids, plan: null }));
  return { ...state, zombieWork: [...tasks, ...state.zombieWork] };
}

/** One group: choose where it goes (events say why), split it if routes tie, ask the players for spares. */
export function runGroup(state: ZombicideState, task: GroupTask, events: ZombicideEvent[]): ZombicideState {
  const byId = zombieMap(state);
  const members = task.zombies
    .map((id) => byId.get(id))
    .filter((z): z is ZombieState => z?.zone === task.from);
  if (members.length === 0) return state;
  let plan = task.plan;
  if (!plan) {
    const board = boardOf(state);
    const from = board.zoneIndex[task.from] as number;
    const hunt = huntFrom(state, from, noiseByZone(state));
    const ids = members.map((z) => z.id);
    events.push({
      type: "ZombiesHunt",
      from: task.from,
      zombies: ids,
      by: hunt.by,
      candidates: hunt.candidates.map((c) => ({ zone: zoneIdOf(state, c.zone), noise: c.noise })),
      destinations: hunt.destinations.map((z) => zoneIdOf(state, z)),
      branches: hunt.branches.map((z) => zoneIdOf(state, z)),
      routes: huntRoutes(state, from, hunt.destinations).map((r) => r.map((z) => zoneIdOf(state, z))),
      rule: MOVE_RULE,
    });
    if (hunt.stay !== null) {
      events.push({ type: "ZombiesStayed", zone: task.from, zombies: ids, why: hunt.stay, rule: MOVE_RULE });
      return state;
    }
    plan = planSplit(
      members,
      hunt.branches.map((z) => zoneIdOf(state, z)),
    );
  }
  const open = plan.parts.find((p) => p.spareTo === null);
  if (open) {
    if (state.autoZombieChoices) {
      return runGroup(state, { ...task, plan: decide(plan, open.key, autoSpares(plan, open)) }, events);
    }
    const k = plan.branches.length;
    const asked = raiseDecision(state, firstPlayer(state), ZOMBIE_SPLIT, {
      from: task.from,
      split: open.key,
      count: open.zombies.length,
      branches: [...plan.branches],
      each: Math.floor(open.zombies.length / k),
      spares: spares(open, k),
      auto: autoSpares(plan, open),
      rule: SPLIT_RULE,
    });
    return { ...asked, zombieWork: [{ ...task, plan }, ...asked.zombieWork] };
  }
  return moveGroup(state, task.from, plan, events);
}

/** Records the players' (or the auto) answer for one part of a plan. */
export function decide(plan: GroupPlan, key: string, to: readonly ZoneId[]): GroupPlan {
  return { ...plan, parts: plan.parts.map((p) => (p.key === key ? { ...p, spareTo: [...to] } : p)) };
}

function moveGroup(
  state: ZombicideState,
  from: ZoneId,
  plan: GroupPlan,
  events: ZombicideEvent[],
): ZombicideState {
  const dest = new Map<string, ZoneId>();
  const rule = plan.branches.length > 1 ? SPLIT_RULE : MOVE_RULE;
  for (const [to, ids] of distribute(plan)) {
    if (ids.length === 0) continue;
    for (const id of ids) dest.set(id, to);
    events.push({ type: "ZombiesMoved", from, to, zombies: ids, rule });
  }
  return {
    ...state,
    zombies: state.zombies.map((z) => {
      const to = dest.get(z.id);
      return to === undefined ? z : { ...z, zone: to };
    }),
  };
}
