import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { recordUse } from "../../../game/skills/free-actions.ts";
import { neighboursOf, sightRange } from "../../../game/skills/paths.ts";
import { onceRefusal } from "../../../game/skills/skill-actions.ts";
import { survivorById, zombiesIn } from "../../../game/survivors.ts";
import { activate } from "../../../game/turns.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../../../game/types.ts";

export const RULE =
  "core-2e §10 Shove (once per Turn, free: push every Zombie in the Zone to one Zone at Range 1; not a Move)";

const id = z.string().min(1).max(64);
const zone = z.string().min(1).max(16);

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
  needsSkill: ["shove"],
  legal(state, _seat, s) {
    // The once-per-Turn check first: most survivors lack the skill, and it does not depend on the Zone.
    if (!s || onceRefusal(state, s, "shove", "Shove") !== null) return [];
    return neighboursOf(state, s.zone)
      .filter((to) => shoveRefusal(state, s, to) === null)
      .map((to) => ({ type: "shove" as const, survivor: s.id, to }));
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const no = shoveRefusal(state, s0, cmd.to);
    if (no) return refuse("cannot_shove", RULE, no);
    let next = recordUse(activate(state, s0.id), s0.id, "shove");
    const pushed = next.zombies.filter((z) => z.zone === s0.zone).map((z) => z.id);
    next = { ...next, zombies: next.zombies.map((z) => (z.zone === s0.zone ? { ...z, zone: cmd.to } : z)) };
    const events: ZombicideEvent[] = [
      { type: "SkillUsed", survivor: s0.id, skill: "shove", rule: RULE },
      {
        type: "ZombiesShoved",
        survivor: s0.id,
        zombies: pushed,
        from: s0.zone,
        to: cmd.to,
        rule: RULE,
      },
    ];
    return ok({ state: next, events });
  },
};
