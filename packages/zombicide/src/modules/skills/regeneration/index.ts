import { SKILL_RULES } from "../../../game/skills/rules.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** The regeneration skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const regeneration: RuleModule = {
  id: "regeneration",
  rule: SKILL_RULES.regeneration,
  skills: ["regeneration"],
  effects: { regeneration: () => [{ kind: "endPhaseHeal", amount: "all", zone: false, ap: false }] },
};
