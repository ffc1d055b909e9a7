import { firstPlayer } from "../../kernel/decisions.ts";
import { rulesOf } from "../../kernel/registry.ts";
import { actorClassOf, boardOf, zoneIdOf } from "../board-of.ts";
import { zombieSplitDecision } from "../decisions.ts";
import type { ZombicideEvent } from "../events.ts";
import type { ZombicideState, ZombieState, ZoneId } from "../types.ts";
import { huntFrom, huntRoutes, MOVE_RULE, noiseByZone } from "./hunt.ts";
import { zombieMap } from "./lookup.ts";
import { autoSpares, distribute, planSplit, SPLIT_RULE, spares } from "./split.ts";
import type { GroupPlan, ZombieTask } from "./tasks.ts";

type GroupTask = Extract<ZombieTask, { kind: "group" }>;

/**
 * §7 Move: the listed zombies that did not attack (they stand where no survivor is) move, one group per
 * zone, in zone order. Groups that need no players' choice move at once, all in one pass; a group whose
 * split waits for the players is queued ahead of the work that follows.
 */
export function runMove(
  state0: ZombicideState,
  zombies0: readonly string[],
  survivorZones: ReadonlySet<ZoneId>,
  events: ZombicideEvent[],
): ZombicideState {
  // A module may move some zombies its own way first (a Necromancer flees).
  const own = rulesOf(state0).hooks.ownMoves({ events, survivorZones }, { state: state0, zombies: zombies0 });
  const state = own.state;
  const zombies = own.zombies;
  const byId = zombieMap(state);
  // One group per zone, and per actor class when a module's board hook tells zombie kinds apart.
  const groups = new Map<string, ZombieState[]>();
  for (const id of zombies) {
    const z = byId.get(id);
    if (!z || survivorZones.has(z.zone)) continue;
    const key = `${z.zone}|${actorClassOf(state, z.type)}`;
    const list = groups.get(key);
    if (list) list.push(z);
    else groups.set(key, [z]);
  }
  const board = boardOf(state);
  const field = noiseByZone(state);
  const dest = new Map<string, ZoneId>();
  const entered = new Map<ZoneId, number>();
  const waiting: ZombieTask[] = [];
  const zoneOf = (members: readonly ZombieState[]) => (members[0] as ZombieState).zone;
  const ordered = [...groups.values()].sort(
    (a, b) => (board.zoneIndex[zoneOf(a)] as number) - (board.zoneIndex[zoneOf(b)] as number),
  );
  let s = state;
  for (const members of ordered) {
    const from = zoneOf(members);
    let plan = huntPlan(s, from, members, field, events);
    if (!plan) continue;
    // A module may split the group its own way (adding zombies so that every branch gets the same).
    const split =
      plan.branches.length > 1 ? rulesOf(s).hooks.splitGroup({ state: s, from, plan, events }) : undefined;
    if (split) {
      s = split.state;
      plan = split.plan;
    }
    if (state.autoZombieChoices) plan = autoPlan(plan);
    if (plan.parts.some((p) => p.spareTo === null))
      waiting.push({ kind: "group", from, zombies: members.map((z) => z.id), plan });
    else for (const [id, to] of movesOf(s, from, plan, entered, events)) dest.set(id, to);
  }
  const moved = dest.size === 0 ? s : relocate(s, dest);
  return waiting.length === 0 ? moved : { ...moved, zombieWork: [...waiting, ...moved.zombieWork] };
}

/** Where a group goes and why (the ZombiesHunt event); null when it stays. */
function huntPlan(
  state: ZombicideState,
  from: ZoneId,
  members: readonly ZombieState[],
  field: ReturnType<typeof noiseByZone>,
  events: ZombicideEvent[],
): GroupPlan | null {
  const at = boardOf(state).zoneIndex[from] as number;
  const actor = (members[0] as ZombieState).type;
  const hunt = huntFrom(state, at, field, actor);
  const ids = members.map((z) => z.id);
  events.push({
    type: "ZombiesHunt",
    from,
    zombies: ids,
    by: hunt.by,
    candidates: hunt.candidates.map((c) => ({ zone: zoneIdOf(state, c.zone), noise: c.noise })),
    destinations: hunt.destinations.map((z) => zoneIdOf(state, z)),
    branches: hunt.branches.map((z) => zoneIdOf(state, z)),
    routes: huntRoutes(state, at, hunt.destinations, hunt.branches, actor).map((r) =>
      r.map((z) => zoneIdOf(state, z)),
    ),
    rule: hunt.rule ?? MOVE_RULE,
  });
  if (hunt.stay !== null) {
    events.push({
      type: "ZombiesStayed",
      zone: from,
      zombies: ids,
      why: hunt.stay,
      rule: hunt.rule ?? MOVE_RULE,
    });
    return null;
  }
  return planSplit(
    members,
    hunt.branches.map((z) => zoneIdOf(state, z)),
  );
}

export function autoPlan(plan: GroupPlan): GroupPlan {
  let p = plan;
  for (const part of plan.parts) if (part.spareTo === null) p = decide(p, part.key, autoSpares(p, part));
  return p;
}

/** A group whose plan waits for the players' answers: ask for the next spare, or move once all are known. */
export function runGroup(state: ZombicideState, task: GroupTask, events: ZombicideEvent[]): ZombicideState {
  const plan = task.plan;
  if (!plan) return runMove(state, task.zombies, new Set(), events);
  const open = plan.parts.find((p) => p.spareTo === null);
  if (open) {
    const k = plan.branches.length;
    const asked = zombieSplitDecision.raise(state, firstPlayer(state), {
      from: task.from,
      split: open.key,
      count: open.zombies.length,
      branches: [...plan.branches],
      each: Math.floor(open.zombies.length / k),
      spares: spares(open, k),
      auto: autoSpares(plan, open),
      rule: SPLIT_RULE,
    });
    return { ...asked, zombieWork: [task, ...asked.zombieWork] };
  }
  return relocate(state, movesOf(state, task.from, plan, new Map(), events));
}

/** Records the players' (or the auto) answer for one part of a plan. */
export function decide(plan: GroupPlan, key: string, to: readonly ZoneId[]): GroupPlan {
  return { ...plan, parts: plan.parts.map((p) => (p.key === key ? { ...p, spareTo: [...to] } : p)) };
}

/** The moves of a fully decided plan (zombie id → zone), with one ZombiesMoved event per branch. */
function movesOf(
  state: ZombicideState,
  from: ZoneId,
  plan: GroupPlan,
  entered: Map<ZoneId, number>,
  events: ZombicideEvent[],
): Map<string, ZoneId> {
  const dest = new Map<string, ZoneId>();
  const rule = plan.branches.length > 1 ? SPLIT_RULE : MOVE_RULE;
  // A module may hold some back (a full Narrow Zone), telling it in its own events.
  const moves = rulesOf(state).hooks.zombiesEnter({ state, from, entered, events }, [...distribute(plan)]);
  for (const [to, ids] of moves) {
    if (ids.length === 0) continue;
    for (const id of ids) dest.set(id, to);
    events.push({ type: "ZombiesMoved", from, to, zombies: ids, rule });
  }
  return dest;
}

function relocate(state: ZombicideState, dest: ReadonlyMap<string, ZoneId>): ZombicideState {
  return {
    ...state,
    zombies: state.zombies.map((z) => {
      const to = dest.get(z.id);
      return to === undefined ? z : { ...z, zone: to };
    }),
  };
}
