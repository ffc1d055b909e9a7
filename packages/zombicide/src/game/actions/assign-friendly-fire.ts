import { ok } from "@horda/table";
import { z } from "zod";
import { decisionType, dropDecision, findDecision } from "../../kernel/decisions.ts";
import { settle } from "../../kernel/resume.ts";
import { ASSIGN_FRIENDLY_FIRE, FRIENDLY_FIRE_RULE, STEADY_HAND_RULE } from "../combat/resolve.ts";
import { RULES, refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import { checkShare, distributions } from "./distributions.ts";
import type { ActionModule } from "./module.ts";

const schema = z.strictObject({
  type: z.literal("assignFriendlyFire"),
  /** Missed dice per survivor; each deals the weapon's Damage as Wounds. */
  hits: z.record(z.string().min(1).max(64), z.number().int().min(0).max(99)),
  decision: z.string().max(32).optional(),
});
export type AssignFriendlyFireCommand = z.infer<typeof schema>;

interface Options {
  readonly survivor: string;
  readonly misses: number;
  readonly survivors: readonly string[];
  /** Steady hand: the shooter may exclude everyone (an empty share) or give the misses to those not excluded. */
  readonly steady: boolean;
}

const caps = (o: Options) => Object.fromEntries(o.survivors.map((s) => [s, o.misses]));

/** The shooter's player shares the missed dice among the survivors in the target zone (§6 Friendly Fire). */
export const assignFriendlyFire: ActionModule<AssignFriendlyFireCommand> = {
  type: "assignFriendlyFire",
  schema,
  kind: "decision",
  legal(state, seat) {
    const d = findDecision(state, seat, ASSIGN_FRIENDLY_FIRE, undefined);
    if (!d) return [];
    const o = decision.options(d);
    const shares = distributions(o.misses, caps(o)).map((hits) => ({
      type: "assignFriendlyFire" as const,
      hits,
    }));
    return o.steady ? [...shares, { type: "assignFriendlyFire", hits: {} }] : shares;
  },
  apply(state, seat, cmd) {
    const d = findDecision(state, seat, ASSIGN_FRIENDLY_FIRE, cmd.decision);
    if (!d || !state.combat)
      return refuse("no_decision", RULES.decision, `${seat} has no missed dice to assign`);
    const o = decision.options(d);
    const hits = Object.fromEntries(Object.entries(cmd.hits).filter(([, n]) => n > 0));
    const excludeAll = o.steady && Object.keys(hits).length === 0;
    const why = excludeAll ? null : checkShare(hits, o.misses, caps(o));
    if (why) return refuse("bad_assignment", FRIENDLY_FIRE_RULE, `share ${o.misses} missed dice: ${why}`);
    const events: ZombicideEvent[] = [];
    const spared = o.survivors.filter((id) => !hits[id]);
    if (o.steady && spared.length > 0)
      events.push({
        type: "FriendlyFireAvoided",
        shooter: o.survivor,
        survivors: spared,
        misses: o.misses,
        why: "Steady hand",
        rule: STEADY_HAND_RULE,
      });
    const next = dropDecision(state, d.id);
    const dealing = { ...next, combat: { ...state.combat, stage: "ff-wounds" as const, ffLeft: hits } };
    return ok({ state: settle(dealing, events), events });
  },
};

/** The decision this file raises and answers, its options typed once. */
const decision = decisionType<Options>(ASSIGN_FRIENDLY_FIRE);
