import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { recordUse } from "../../../game/skills/free-actions.ts";
import { neighboursOf, sightRange } from "../../../game/skills/paths.ts";
import { onceRefusal } from "../../../game/skills/skill-actions.ts";
import { inPlay, replaceSurvivor, survivorById, zombiesIn } from "../../../game/survivors.ts";
import { activate } from "../../../game/turns.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../../../game/types.ts";

export const RULE =
  "core-2e §10 Lifesaver (once per Turn, free: pull Survivors out of a Zombie Zone at Range 1; not a Move)";

const id = z.string().min(1).max(64);
const zone = z.string().min(1).max(16);

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
  needsSkill: ["lifesaver"],
  legal(state, _seat, s) {
    // The once-per-Turn check first: most survivors lack the skill, and it does not depend on the Zone.
    if (!s || onceRefusal(state, s, "lifesaver", "Lifesaver") !== null) return [];
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
    if (no) return refuse("cannot_pull", RULE, no);
    let next = recordUse(activate(state, s0.id), s0.id, "lifesaver");
    const events: ZombicideEvent[] = [{ type: "SkillUsed", survivor: s0.id, skill: "lifesaver", rule: RULE }];
    for (const p of new Set(cmd.pull)) {
      const t = survivorById(next, p) as SurvivorState;
      next = replaceSurvivor(next, { ...t, zone: s0.zone });
      events.push({
        type: "SurvivorPulled",
        survivor: p,
        by: s0.id,
        from: cmd.from,
        to: s0.zone,
        rule: RULE,
      });
    }
    return ok({ state: next, events });
  },
};
