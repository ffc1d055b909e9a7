import { hasSkill } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

const LOW_PROFILE_RULE = "core-2e §10 Low profile (cannot be hit by Friendly Fire)";

/** The low-profile skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const lowProfile: RuleModule = {
  id: "low-profile",
  rule: "core-2e §10 Low profile",
  skills: ["low-profile"],
  hooks: {
    friendlyFireImmune: (ctx) =>
      hasSkill(ctx.survivor, "low-profile", ctx.state)
        ? { why: "Low profile", rule: LOW_PROFILE_RULE }
        : null,
  },
};
