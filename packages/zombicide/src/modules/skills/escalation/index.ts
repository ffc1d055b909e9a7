import type { RuleModule } from "../../../kernel/module.ts";
import { chainAction, escalationBonus } from "./chain.ts";

const RULE =
  "core-2e §10 Escalation: [Action] (+1 die for each consecutive Action of that type; lost on another Action or at end of Turn)";

/** Escalation: [Action] (§10): +1 die per weapon for each consecutive Action of that type before this one. */
export const escalation: RuleModule = {
  id: "escalation",
  rule: RULE,
  skills: ["escalation"],
  hooks: {
    afterAction: (ctx, state) => chainAction(state, ctx.survivor, ctx.kind),
    bonusDice: (ctx) => {
      const n = escalationBonus(ctx.state, ctx.survivor, ctx.mode) * Math.max(1, ctx.weapons.length);
      return n > 0 ? [{ skill: "escalation", dice: n, rule: RULE }] : [];
    },
  },
};
