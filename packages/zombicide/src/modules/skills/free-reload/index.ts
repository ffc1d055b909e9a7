import { hasSkill } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** The free-reload skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const freeReload: RuleModule = {
  id: "free-reload",
  rule: "core-2e §10 Free reload",
  skills: ["free-reload"],
  hooks: { freeReload: (ctx) => hasSkill(ctx.survivor, "free-reload", ctx.state) },
};
