import { hasSkill } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** The slippery skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const slippery: RuleModule = {
  id: "slippery",
  rule: "core-2e §10 Slippery",
  skills: ["slippery"],
  hooks: { leavesZombiesFreely: (ctx) => hasSkill(ctx.survivor, "slippery", ctx.state) },
};
