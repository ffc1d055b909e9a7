import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { RULES, refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { recordUse } from "../../../game/skills/free-actions.ts";
import { heal } from "../../../game/skills/healing.ts";
import { walkRefusal, walksFrom } from "../../../game/skills/paths.ts";
import { available, moveSteps, onceRefusal } from "../../../game/skills/skill-actions.ts";
import { inPlay, replaceSurvivor, survivorById, zombiesIn } from "../../../game/survivors.ts";
import { activate, spend } from "../../../game/turns.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../../../game/types.ts";
import { rulesOf } from "../../../kernel/registry.ts";

export const RULE =
  "core-2e §10 Field medic (once per Turn, 1 Action: up to 2 Zones to a Survivor, heal 1 Wound there)";

const id = z.string().min(1).max(64);
const zone = z.string().min(1).max(16);

/** Whether a rule lets the survivor leave Zombies for 1 Action (and walk through them). */
const leavesFreely = (state: ZombicideState, s: SurvivorState): boolean =>
  rulesOf(state).hooks.leavesZombiesFreely({ state, survivor: s }) != null;

const fieldMedicSchema = z.strictObject({
  type: z.literal("fieldMedic"),
  survivor: id,
  /** Zones entered (0 to 2), then the Wound healed on `heal`, who stands in the last one. */
  path: z.array(zone).max(2),
  heal: id,
});
export type FieldMedicCommand = z.infer<typeof fieldMedicSchema>;

function fieldMedicCost(state: ZombicideState, s: SurvivorState, path: readonly ZoneId[]): number {
  return 1 + (path.length > 0 && !leavesFreely(state, s) ? zombiesIn(state, s.zone) : 0);
}

function fieldMedicRefusal(state: ZombicideState, s: SurvivorState, cmd: FieldMedicCommand): string | null {
  const once = onceRefusal(state, s, "field-medic", "Field medic");
  if (once) return once;
  const walk = walkRefusal(state, s.zone, cmd.path, leavesFreely(state, s));
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
  needsSkill: ["field-medic"],
  onFoot: true,
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
    if (no) return refuse("cannot_heal", RULE, no);
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
      { type: "SkillUsed", survivor: s.id, skill: "field-medic", rule: RULE },
    ];
    moveSteps(next, s, cmd.path, cost, RULE, events);
    next = replaceSurvivor(next, { ...s, zone: cmd.path[cmd.path.length - 1] ?? s.zone });
    next = recordUse(next, s.id, "field-medic");
    [next] = heal(next, cmd.heal, 1, s.id, "field-medic", RULE, events);
    return ok({ state: spend(next, s.id, cost, events), events });
  },
};
