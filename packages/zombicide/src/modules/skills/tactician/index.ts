import { hasSkill } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** The tactician skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const tactician: RuleModule = {
  id: "tactician",
  rule: "core-2e §10 Tactician",
  skills: ["tactician"],
  hooks: { actsOutOfTurn: (ctx) => hasSkill(ctx.survivor, "tactician", ctx.state) },
};
