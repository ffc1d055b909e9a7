import type { RuleModule } from "../../../kernel/module.ts";

/** The low-profile skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const lowProfile: RuleModule = {
  id: "low-profile",
  rule: "core-2e §10 Low profile",
  skills: ["low-profile"],
};
