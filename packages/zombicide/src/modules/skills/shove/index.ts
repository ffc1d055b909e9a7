import { SKILL_RULES } from "../../../game/skills/rules.ts";
import { shove } from "../../../game/skills/support-actions.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** The shove skill (§10): its command checks who holds it. */
export const shoveSkill: RuleModule = {
  id: "shove",
  rule: SKILL_RULES.shove,
  skills: ["shove"],
  commands: [shove] as unknown as RuleModule["commands"],
};
