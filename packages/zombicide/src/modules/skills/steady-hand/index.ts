import { hasSkill } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

const RULE = "core-2e §10 Steady hand (the shooter may exclude survivors from Friendly Fire)";
const CHOICE = { why: "Steady hand", rule: RULE } as const;

/** The steady-hand skill (§10): on a Ranged miss, the shooter chooses whom Friendly Fire spares. */
export const steadyHand: RuleModule = {
  id: "steady-hand",
  rule: RULE,
  skills: ["steady-hand"],
  hooks: {
    friendlyFireChoice: (ctx) => (hasSkill(ctx.shooter, "steady-hand", ctx.state) ? CHOICE : undefined),
  },
};
