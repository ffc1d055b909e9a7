import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { RULES, refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import { neighboursOf, sightRange } from "../../../game/skills/paths.ts";
import { inPlay, replaceSurvivor, survivorById, zombiesIn } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../../../game/types.ts";
import { decisionType, dropDecision, findDecision } from "../../../kernel/decisions.ts";
import { settle } from "../../../kernel/resume.ts";
import { RULE } from "./rule.ts";

export const SIDESTEP = "sidestep";

interface Options {
  readonly survivor: string;
  readonly card: string;
  readonly zone: ZoneId;
  readonly to: readonly ZoneId[];
}

/**
 * Sidestep (§10): after Zombies spawn within Range 0-1 of a survivor with the skill, it may make a free Move
 * with no Zombie penalty, before any Rush (a pending decision per survivor; the zombie work waits). Once per
 * Zombie card: each card asks once.
 */
export function offerSidestep(state: ZombicideState, zone: ZoneId, card: string): ZombicideState {
  let next = state;
  for (const s of state.survivors) {
    if (!inPlay(s) || !hasSkill(s, "sidestep", state)) continue;
    const r = sightRange(state, s.zone, zone);
    if (r < 0 || r > 1) continue;
    const to = neighboursOf(state, s.zone);
    if (to.length === 0) continue;
    const options: Options = { survivor: s.id, card, zone, to };
    next = decision.raise(next, s.seat, options);
  }
  return next;
}

const schema = z.strictObject({
  type: z.literal("sidestep"),
  /** The zone moved to; absent: the survivor stays. */
  to: z.string().min(1).max(16).optional(),
  decision: z.string().max(32).optional(),
});
export type SidestepCommand = z.infer<typeof schema>;

/** The decision this file raises and answers, its options typed once. */
const decision = decisionType<Options>(SIDESTEP);

export const sidestep: ActionModule<SidestepCommand> = {
  type: "sidestep",
  schema,
  kind: "decision",
  legal: decision.answers((o) => [
    { type: "sidestep" },
    ...o.to.map((to) => ({ type: "sidestep" as const, to })),
  ]),
  apply(state, seat, cmd) {
    const d = findDecision(state, seat, SIDESTEP, cmd.decision);
    if (!d) return refuse("no_decision", RULES.decision, `${seat} has no Sidestep to answer`);
    const o = decision.options(d);
    const s = survivorById(state, o.survivor) as SurvivorState;
    const events: ZombicideEvent[] = [];
    let next = dropDecision(state, d.id);
    if (cmd.to !== undefined) {
      if (!neighboursOf(state, s.zone).includes(cmd.to))
        return refuse("not_adjacent", RULE, `${cmd.to} is not one Move from ${s.zone}`);
      events.push({ type: "SkillUsed", survivor: s.id, skill: "sidestep", rule: RULE });
      events.push({
        type: "SurvivorMoved",
        survivor: s.id,
        from: s.zone,
        to: cmd.to,
        cost: 0,
        zombiesLeft: zombiesIn(state, s.zone),
        rule: RULE,
      });
      next = replaceSurvivor(next, { ...s, zone: cmd.to });
    }
    return ok({ state: settle(next, events), events });
  },
};
