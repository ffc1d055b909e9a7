import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../actions/module.ts";
import { RULES, refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import { actionsPerTurn, inPlay, replaceSurvivor, survivorById, zombiesIn } from "../survivors.ts";
import { activate, spend } from "../turns.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../types.ts";
import { hasSkill } from "./effects.ts";
import { recordUse, usedThisTurn } from "./free-actions.ts";
import { heal } from "./healing.ts";
import { neighboursOf, sightRange, walkRefusal, walksFrom } from "./paths.ts";
import { SKILL_RULES } from "./rules.ts";

const id = z.string().min(1).max(64);
const zone = z.string().min(1).max(16);

function available(state: ZombicideState, s: SurvivorState): number {
  return state.turn.active === s.id ? s.actionsLeft : actionsPerTurn(s, state);
}

function onceRefusal(state: ZombicideState, s: SurvivorState, skill: string, name: string): string | null {
  if (!hasSkill(s, skill)) return `${s.name} does not have ${name}`;
  return usedThisTurn(state, s, skill) > 0 ? `${s.name} has already used ${name} this Turn` : null;
}

function moveSteps(
  state: ZombicideState,
  s: SurvivorState,
  path: readonly ZoneId[],
  cost: number,
  rule: string,
  events: ZombicideEvent[],
): void {
  let from = s.zone;
  path.forEach((to, i) => {
    events.push({
      type: "SurvivorMoved",
      survivor: s.id,
      from,
      to,
      cost: i === 0 ? cost : 0,
      zombiesLeft: i === 0 ? zombiesIn(state, from) : 0,
      rule,
    });
    from = to;
  });
}

// Field medic -------------------------------------------------------------------------------------------------

const fieldMedicSchema = z.strictObject({
  type: z.literal("fieldMedic"),
  survivor: id,
  /** Zones entered (0 to 2), then the Wound healed on `heal`, who stands in the last one. */
  path: z.array(zone).max(2),
  heal: id,
});
export type FieldMedicCommand = z.infer<typeof fieldMedicSchema>;

function fieldMedicCost(state: ZombicideState, s: SurvivorState, path: readonly ZoneId[]): number {
  return 1 + (path.length > 0 && !hasSkill(s, "slippery", state) ? zombiesIn(state, s.zone) : 0);
}

function fieldMedicRefusal(state: ZombicideState, s: SurvivorState, cmd: FieldMedicCommand): string | null {
  const once = onceRefusal(state, s, "field-medic", "Field medic");
  if (once) return once;
  const walk = walkRefusal(state, s.zone, cmd.path, hasSkill(s, "slippery", state));
  if (walk) return walk;
  const at = cmd.path[cmd.path.length - 1] ?? s.zone;
  const t = survivorById(state, cmd.heal);
  if (!t || !inPlay(t)) return `there is no survivor "${cmd.heal}" in play`;
  const there = t.id === s.id ? at : t.zone;
  if (there !== at) return `${t.name} is not in ${at}`;
  if (t.wounds === 0) return `${t.name} has no Wound to heal`;
  return null;
}

/** Field medic (§10): once per Turn, 1 Action: move up to 2 Zones to a Survivor, heal 1 Wound on anyone there. */
export const fieldMedic: ActionModule<FieldMedicCommand> = {
  type: "fieldMedic",
  schema: fieldMedicSchema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || onceRefusal(state, s, "field-medic", "Field medic")) return [];
    const out: FieldMedicCommand[] = [];
    for (const path of walksFrom(state, s.zone, 2)) {
      if (fieldMedicCost(state, s, path) > available(state, s)) continue;
      const at = path[path.length - 1] ?? s.zone;
      for (const t of state.survivors) {
        const cmd = { type: "fieldMedic" as const, survivor: s.id, path, heal: t.id };
        if ((t.zone === at || t.id === s.id) && fieldMedicRefusal(state, s, cmd) === null) out.push(cmd);
      }
    }
    return out;
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const no = fieldMedicRefusal(state, s0, cmd);
    if (no) return refuse("cannot_heal", SKILL_RULES.fieldMedic, no);
    let next = activate(state, s0.id);
    const s = survivorById(next, s0.id) as SurvivorState;
    const cost = fieldMedicCost(next, s, cmd.path);
    if (cost > s.actionsLeft)
      return refuse(
        "not_enough_actions",
        RULES.actions,
        `Field medic costs ${cost} Actions; ${s.name} has ${s.actionsLeft}`,
      );
    const events: ZombicideEvent[] = [
      { type: "SkillUsed", survivor: s.id, skill: "field-medic", rule: SKILL_RULES.fieldMedic },
    ];
    moveSteps(next, s, cmd.path, cost, SKILL_RULES.fieldMedic, events);
    next = replaceSurvivor(next, { ...s, zone: cmd.path[cmd.path.length - 1] ?? s.zone });
    next = recordUse(next, s.id, "field-medic");
    [next] = heal(next, cmd.heal, 1, s.id, "field-medic", SKILL_RULES.fieldMedic, events);
    return ok({ state: spend(next, s.id, cost, events), events });
  },
};

// Shove -------------------------------------------------------------------------------------------------------

const shoveSchema = z.strictObject({ type: z.literal("shove"), survivor: id, to: zone });
export type ShoveCommand = z.infer<typeof shoveSchema>;

function shoveRefusal(state: ZombicideState, s: SurvivorState, to: ZoneId): string | null {
  const once = onceRefusal(state, s, "shove", "Shove");
  if (once) return once;
  if (zombiesIn(state, s.zone) === 0) return `there are no Zombies in ${s.zone} to shove`;
  if (!neighboursOf(state, s.zone).includes(to) || sightRange(state, s.zone, to) !== 1)
    return `${to} is not at Range 1 from ${s.zone} with a clear path`;
  return null;
}

/** Shove (§10): once per Turn, free: every Zombie in the Zone is pushed into one Zone at Range 1 (not a Move). */
export const shove: ActionModule<ShoveCommand> = {
  type: "shove",
  schema: shoveSchema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s) return [];
    return neighboursOf(state, s.zone)
      .filter((to) => shoveRefusal(state, s, to) === null)
      .map((to) => ({ type: "shove" as const, survivor: s.id, to }));
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const no = shoveRefusal(state, s0, cmd.to);
    if (no) return refuse("cannot_shove", SKILL_RULES.shove, no);
    let next = recordUse(activate(state, s0.id), s0.id, "shove");
    const pushed = next.zombies.filter((z) => z.zone === s0.zone).map((z) => z.id);
    next = { ...next, zombies: next.zombies.map((z) => (z.zone === s0.zone ? { ...z, zone: cmd.to } : z)) };
    const events: ZombicideEvent[] = [
      { type: "SkillUsed", survivor: s0.id, skill: "shove", rule: SKILL_RULES.shove },
      {
        type: "ZombiesShoved",
        survivor: s0.id,
        zombies: pushed,
        from: s0.zone,
        to: cmd.to,
        rule: SKILL_RULES.shove,
      },
    ];
    return ok({ state: next, events });
  },
};

// Lifesaver ---------------------------------------------------------------------------------------------------

const lifesaverSchema = z.strictObject({
  type: z.literal("lifesaver"),
  survivor: id,
  from: zone,
  /** The survivors pulled (the others there stay: a survivor may refuse). */
  pull: z.array(id).min(1).max(12),
});
export type LifesaverCommand = z.infer<typeof lifesaverSchema>;

function lifesaverRefusal(
  state: ZombicideState,
  s: SurvivorState,
  from: ZoneId,
  pull: readonly string[],
): string | null {
  const once = onceRefusal(state, s, "lifesaver", "Lifesaver");
  if (once) return once;
  if (!neighboursOf(state, s.zone).includes(from) || sightRange(state, s.zone, from) !== 1)
    return `${from} is not at Range 1 from ${s.zone} with a clear path and line of sight`;
  if (zombiesIn(state, from) === 0) return `there is no Zombie in ${from}`;
  for (const p of pull) {
    const t = survivorById(state, p);
    if (!t || !inPlay(t) || t.zone !== from) return `${p} is not a survivor in ${from}`;
  }
  return null;
}

/** Lifesaver (§10): once per Turn, free: pull survivors out of a Zombie Zone at Range 1 (not a Move). */
export const lifesaver: ActionModule<LifesaverCommand> = {
  type: "lifesaver",
  schema: lifesaverSchema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s) return [];
    const out: LifesaverCommand[] = [];
    for (const from of neighboursOf(state, s.zone)) {
      const there = state.survivors.filter((t) => inPlay(t) && t.zone === from).map((t) => t.id);
      if (there.length > 0 && lifesaverRefusal(state, s, from, there) === null)
        out.push({ type: "lifesaver", survivor: s.id, from, pull: there });
    }
    return out;
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const no = lifesaverRefusal(state, s0, cmd.from, cmd.pull);
    if (no) return refuse("cannot_pull", SKILL_RULES.lifesaver, no);
    let next = recordUse(activate(state, s0.id), s0.id, "lifesaver");
    const events: ZombicideEvent[] = [
      { type: "SkillUsed", survivor: s0.id, skill: "lifesaver", rule: SKILL_RULES.lifesaver },
    ];
    for (const p of new Set(cmd.pull)) {
      const t = survivorById(next, p) as SurvivorState;
      next = replaceSurvivor(next, { ...t, zone: s0.zone });
      events.push({
        type: "SurvivorPulled",
        survivor: p,
        by: s0.id,
        from: cmd.from,
        to: s0.zone,
        rule: SKILL_RULES.lifesaver,
      });
    }
    return ok({ state: next, events });
  },
};
