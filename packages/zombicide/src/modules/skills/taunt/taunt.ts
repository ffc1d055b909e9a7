import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { actorClassOf, boardOf, tablesOf, zoneIdOf, zoneIndex } from "../../../game/board-of.ts";
import { refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import { recordUse, usedThisTurn } from "../../../game/skills/free-actions.ts";
import { inPlay, survivorById } from "../../../game/survivors.ts";
import { activate } from "../../../game/turns.ts";
import type { SurvivorState, ZombicideState, ZombieState, ZoneId } from "../../../game/types.ts";
import { ATTACK_RULE } from "../../../game/zombies/attacks.ts";
import { zombieMap, zombieType } from "../../../game/zombies/lookup.ts";
import { autoPlan } from "../../../game/zombies/moves.ts";
import { planSplit } from "../../../game/zombies/split.ts";
import { moduleTask, type WorkTask } from "../../../game/zombies/tasks.ts";
import { settle } from "../../../kernel/resume.ts";

export const TAUNT_RULE =
  "core-2e §10 Taunt (once per Turn, free: Zombies in a Zone up to 2 away get an extra Activation toward this Survivor)";

/** Taunt's zombie task: an extra Activation of these zombies heading for `survivor` only; action 2 for Runners. */
export type TauntTask = {
  readonly kind: "taunt";
  readonly zombies: readonly string[];
  readonly survivor: string;
  readonly action: number;
};

/** Moves (open paths, closed doors block) from one zone to another; -1 when there is no open path. */
function stepsBetween(state: ZombicideState, from: ZoneId, to: ZoneId): number {
  const t = tablesOf(state);
  return t.steps[zoneIndex(state, from) * t.n + zoneIndex(state, to)] as number;
}

/** Zones with Zombies up to 2 Moves away along an open path, no line of sight needed (Taunt, §10). */
function tauntZones(state: ZombicideState, s: SurvivorState): ZoneId[] {
  const zones = [...new Set(state.zombies.map((z) => z.zone))];
  return zones.filter((zone) => {
    const d = stepsBetween(state, s.zone, zone);
    return d >= 1 && d <= 2;
  });
}

function refusal(state: ZombicideState, s: SurvivorState, zone: ZoneId): string | null {
  if (!hasSkill(s, "taunt", state)) return `${s.name} does not have Taunt`;
  if (usedThisTurn(state, s, "taunt") > 0) return `${s.name} has already used Taunt this Turn`;
  if (boardOf(state).zoneIndex[zone] === undefined) return `there is no zone ${zone}`;
  if (!tauntZones(state, s).includes(zone))
    return `${zone} is not a Zone with Zombies 1 or 2 Moves away along an open path`;
  return null;
}

const schema = z.strictObject({
  type: z.literal("taunt"),
  survivor: z.string().min(1).max(64),
  /** The Zone whose Zombies are taunted. */
  zone: z.string().min(1).max(16),
});
export type TauntCommand = z.infer<typeof schema>;

/**
 * Taunt (§10): once per Turn, free: every Zombie in a Zone up to 2 Moves away (clear path, no sight needed)
 * gets an extra Activation heading for this survivor only. The Zone must hold Zombies and not be the
 * survivor's own (engine reading (?)). The zombie work runs at once, during the survivor's Turn.
 */
export const taunt: ActionModule<TauntCommand> = {
  type: "taunt",
  schema,
  kind: "survivor",
  needsSkill: ["taunt"],
  legal(state, _seat, s) {
    if (!s || !hasSkill(s, "taunt", state) || usedThisTurn(state, s, "taunt") > 0) return [];
    return tauntZones(state, s).map((zone) => ({ type: "taunt" as const, survivor: s.id, zone }));
  },
  apply(state, _seat, cmd) {
    const s = survivorById(state, cmd.survivor) as SurvivorState;
    const no = refusal(state, s, cmd.zone);
    if (no) return refuse("cannot_taunt", TAUNT_RULE, no);
    const next = recordUse(activate(state, s.id), s.id, "taunt");
    const zombies = next.zombies.filter((z) => z.zone === cmd.zone).map((z) => z.id);
    const events: ZombicideEvent[] = [
      { type: "SkillUsed", survivor: s.id, skill: "taunt", rule: TAUNT_RULE },
    ];
    const task: TauntTask = { kind: "taunt", zombies, survivor: s.id, action: 1 };
    return ok({
      state: settle({ ...next, zombieWork: [moduleTask(task), ...next.zombieWork] }, events),
      events,
    });
  },
};

/**
 * One action of a Taunt Activation: the zombies with the survivor attack it alone; the others move one Zone
 * along the shortest open path toward it (tied routes split as usual); Runners then act again.
 */
export function runTaunt(state: ZombicideState, task: TauntTask, events: ZombicideEvent[]): ZombicideState {
  const target = survivorById(state, task.survivor);
  if (!target || !inPlay(target)) return state;
  const byId = zombieMap(state);
  const acting = task.zombies
    .map((id) => byId.get(id))
    .filter((z): z is ZombieState => z !== undefined && zombieType(state, z).actions >= task.action);
  if (acting.length === 0) return state;
  events.push({
    type: "ZombiesActivated",
    reason: "taunt",
    action: task.action,
    zombies: acting.map((z) => z.id),
    rule: TAUNT_RULE,
  });
  const work: WorkTask[] = [];
  const attackers = acting.filter((z) => z.zone === target.zone);
  if (attackers.length > 0) {
    const types: Record<string, number> = {};
    let wounds = 0;
    for (const z of attackers) {
      const n = zombieType(state, z).woundsPerAttack;
      wounds += n;
      types[z.type] = (types[z.type] ?? 0) + n;
    }
    events.push({
      type: "ZombiesAttacked",
      zone: target.zone,
      zombies: attackers.map((z) => z.id),
      wounds,
      survivors: [target.id],
      rule: ATTACK_RULE,
    });
    work.push({ kind: "wounds", zone: target.zone, left: wounds, toughUsed: [], types, only: target.id });
  }
  let next = state;
  const groups = new Map<string, ZombieState[]>();
  for (const z of acting) {
    if (z.zone === target.zone) continue;
    const key = `${z.zone}|${actorClassOf(state, z.type)}`;
    groups.set(key, [...(groups.get(key) ?? []), z]);
  }
  const dest = new Map<string, ZoneId>();
  for (const members of groups.values()) {
    const from = (members[0] as ZombieState).zone;
    const branches = towards(next, from, target.zone, (members[0] as ZombieState).type);
    const ids = members.map((z) => z.id);
    if (branches.length === 0) {
      events.push({
        type: "ZombiesStayed",
        zone: from,
        zombies: ids,
        why: "no open path to the taunter",
        rule: TAUNT_RULE,
      });
      continue;
    }
    if (branches.length === 1) {
      for (const id of ids) dest.set(id, branches[0] as ZoneId);
      events.push({
        type: "ZombiesMoved",
        from,
        to: branches[0] as ZoneId,
        zombies: ids,
        rule: TAUNT_RULE,
      });
      continue;
    }
    let plan = planSplit(members, branches);
    if (next.autoZombieChoices) plan = autoPlan(plan);
    work.push({ kind: "group", from, zombies: ids, plan });
  }
  if (dest.size > 0)
    next = { ...next, zombies: next.zombies.map((z) => ({ ...z, zone: dest.get(z.id) ?? z.zone })) };
  if (acting.some((z) => zombieType(state, z).actions > task.action))
    work.push(moduleTask<TauntTask>({ ...task, zombies: acting.map((z) => z.id), action: task.action + 1 }));
  return { ...next, zombieWork: [...work, ...next.zombieWork] };
}

/** The next Zones of every shortest open route from `from` to `to`. */
function towards(state: ZombicideState, from: ZoneId, to: ZoneId, actor: string): ZoneId[] {
  const { n, steps, neighbours } = tablesOf(state, actor);
  const a = zoneIndex(state, from);
  const b = zoneIndex(state, to);
  const left = steps[a * n + b] as number;
  if (left <= 0) return [];
  return (neighbours[a] as number[])
    .filter((m) => (steps[m * n + b] as number) === left - 1)
    .sort((x, y) => x - y)
    .map((m) => zoneIdOf(state, m));
}
