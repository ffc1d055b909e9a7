import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { recordUse } from "../../../game/skills/free-actions.ts";
import { heal } from "../../../game/skills/healing.ts";
import { onceRefusal } from "../../../game/skills/skill-actions.ts";
import { inPlay, survivorById } from "../../../game/survivors.ts";
import { activate } from "../../../game/turns.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";

export const CLASSIC_MEDIC = "classic-medic";
export const RULE =
  "classic §10 Medic (once per Turn, free: remove 1 Wounded card from a Survivor in its Zone, itself included)";

const id = z.string().min(1).max(64);
const schema = z.strictObject({ type: z.literal("classicMedic"), survivor: id, heal: id });
export type ClassicMedicCommand = z.infer<typeof schema>;

function refusal(state: ZombicideState, s: SurvivorState, target: string): string | null {
  const once = onceRefusal(state, s, CLASSIC_MEDIC, "Medic");
  if (once) return once;
  const t = survivorById(state, target);
  if (!t || !inPlay(t)) return `there is no survivor "${target}" in play`;
  if (t.zone !== s.zone) return `${t.name} is not in ${s.name}'s Zone`;
  if (t.wounds === 0) return `${t.name} has no Wounded card`;
  return null;
}

/** Medic (Season 1): once per Turn, free, one Wounded card off a survivor in the Zone (itself included). */
export const classicMedic: ActionModule<ClassicMedicCommand> = {
  type: "classicMedic",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || onceRefusal(state, s, CLASSIC_MEDIC, "Medic")) return [];
    return state.survivors
      .filter((t) => refusal(state, s, t.id) === null)
      .map((t) => ({ type: "classicMedic" as const, survivor: s.id, heal: t.id }));
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const no = refusal(state, s0, cmd.heal);
    if (no) return refuse("cannot_heal_classic", RULE, no);
    const events: ZombicideEvent[] = [
      { type: "SkillUsed", survivor: s0.id, skill: CLASSIC_MEDIC, rule: RULE },
    ];
    let next = recordUse(activate(state, s0.id), s0.id, CLASSIC_MEDIC);
    [next] = heal(next, cmd.heal, 1, s0.id, CLASSIC_MEDIC, RULE, events);
    return ok({ state: next, events });
  },
};
