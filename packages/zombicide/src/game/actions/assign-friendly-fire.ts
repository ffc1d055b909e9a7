import { ok } from "@horda/table";
import { z } from "zod";
import { dropDecision } from "../../kernel/decisions.ts";
import { settle } from "../../kernel/resume.ts";
import { type FriendlyFireOptions, friendlyFireDecision } from "../combat/decisions.ts";
import { FRIENDLY_FIRE_RULE } from "../combat/resolve.ts";
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

const caps = (o: FriendlyFireOptions) => Object.fromEntries(o.survivors.map((s) => [s, o.misses]));

/** The shooter's player shares the missed dice among the survivors in the target zone (§6 Friendly Fire). */
export const assignFriendlyFire: ActionModule<AssignFriendlyFireCommand> = {
  type: "assignFriendlyFire",
  schema,
  kind: "decision",
  legal(state, seat) {
    const found = friendlyFireDecision.find(state, seat, undefined);
    if (!found) return [];
    const o = found.options;
    const shares = distributions(o.misses, caps(o)).map((hits) => ({
      type: "assignFriendlyFire" as const,
      hits,
    }));
    return o.exclude ? [...shares, { type: "assignFriendlyFire", hits: {} }] : shares;
  },
  apply(state, seat, cmd) {
    const found = friendlyFireDecision.find(state, seat, cmd.decision);
    if (!found || !state.combat)
      return refuse("no_decision", RULES.decision, `${seat} has no missed dice to assign`);
    const { decision: d, options: o } = found;
    const hits = Object.fromEntries(Object.entries(cmd.hits).filter(([, n]) => n > 0));
    const excludeAll = o.exclude !== undefined && Object.keys(hits).length === 0;
    const why = excludeAll ? null : checkShare(hits, o.misses, caps(o));
    if (why) return refuse("bad_assignment", FRIENDLY_FIRE_RULE, `share ${o.misses} missed dice: ${why}`);
    const events: ZombicideEvent[] = [];
    const spared = o.survivors.filter((id) => !hits[id]);
    if (o.exclude && spared.length > 0)
      events.push({
        type: "FriendlyFireAvoided",
        shooter: o.survivor,
        survivors: spared,
        misses: o.misses,
        why: o.exclude.why,
        rule: o.exclude.rule,
      });
    const next = dropDecision(state, d.id);
    const dealing = { ...next, combat: { ...state.combat, stage: "ff-wounds" as const, ffLeft: hits } };
    return ok({ state: settle(dealing, events), events });
  },
};
