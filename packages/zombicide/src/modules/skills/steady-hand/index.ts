import { hasSkill } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** The steady-hand skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const steadyHand: RuleModule = {
  id: "steady-hand",
  rule: "core-2e §10 Steady hand",
  skills: ["steady-hand"],
  hooks: { friendlyFireChoice: (ctx) => hasSkill(ctx.shooter, "steady-hand", ctx.state) },
};
