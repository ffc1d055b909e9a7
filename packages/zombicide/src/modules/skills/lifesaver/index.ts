import { SKILL_RULES } from "../../../game/skills/rules.ts";
import { lifesaver } from "../../../game/skills/support-actions.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** The lifesaver skill (§10): its command checks who holds it. */
export const lifesaverSkill: RuleModule = {
  id: "lifesaver",
  rule: SKILL_RULES.lifesaver,
  skills: ["lifesaver"],
  commands: [lifesaver] as unknown as RuleModule["commands"],
};
