import { SKILL_RULES } from "../../../game/skills/rules.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** The dual-expert skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const dualExpert: RuleModule = {
  id: "dual-expert",
  rule: SKILL_RULES.dualExpert,
  skills: ["dual-expert"],
  effects: { "dual-expert": () => [{ kind: "extraAction", for: "dual" }] },
};
