import { ok } from "@horda/table";
import { z } from "zod";
import { dropDecision } from "../../kernel/decisions.ts";
import { settle } from "../../kernel/resume.ts";
import { type AssignHitsOptions, assignHitsDecision } from "../combat/decisions.ts";
import { applyHits } from "../combat/resolve.ts";
import { RULES, refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import { checkShare, distributions } from "./distributions.ts";
import type { ActionModule } from "./module.ts";

const schema = z.strictObject({
  type: z.literal("assignHits"),
  /** How many zombies of each kind (type, or an Abomination's card) the hits kill. */
  kills: z.record(z.string().min(1).max(64), z.number().int().min(0).max(99)),
  decision: z.string().max(32).optional(),
});
export type AssignHitsCommand = z.infer<typeof schema>;

const caps = (o: AssignHitsOptions) =>
  Object.fromEntries(Object.entries(o.choices).map(([k, ids]) => [k, ids.length]));

/**
 * Answers where hits go when the rules let the player choose: Melee and free targeting split freely, the Targeting
 * Priority Order leaves the choice among equals (a Brute or an Abomination) (§6).
 */
export const assignHits: ActionModule<AssignHitsCommand> = {
  type: "assignHits",
  schema,
  kind: "decision",
  legal(state, seat) {
    const o = assignHitsDecision.find(state, seat, undefined)?.options;
    if (!o) return [];
    return distributions(o.hits, caps(o)).map((kills) => ({ type: "assignHits" as const, kills }));
  },
  apply(state, seat, cmd) {
    const found = assignHitsDecision.find(state, seat, cmd.decision);
    if (!found || !state.combat)
      return refuse("no_decision", RULES.decision, `${seat} has no hits to assign`);
    const { decision: d, options: o } = found;
    const kills = Object.fromEntries(Object.entries(cmd.kills).filter(([, n]) => n > 0));
    const why = checkShare(kills, o.hits, caps(o));
    if (why) return refuse("bad_assignment", o.rule, `assign ${o.hits} hit(s): ${why}`);
    const chosen = Object.entries(kills).flatMap(([k, n]) => (o.choices[k] ?? []).slice(0, n));
    const events: ZombicideEvent[] = [];
    let next = dropDecision(state, d.id);
    next = applyHits(next, [...o.fixed, ...chosen], 0, "", o.rule, events);
    return ok({ state: settle(next, events), events });
  },
};
