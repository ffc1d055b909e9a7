import { SKILL_RULES } from "../../../game/skills/rules.ts";
import type { RuleModule } from "../../../kernel/module.ts";
import { destiny } from "./destiny.ts";

/** The destiny skill (§10): its command checks who holds it. */
export const destinySkill: RuleModule = {
  id: "destiny",
  rule: SKILL_RULES.destiny,
  skills: ["destiny"],
  commands: [destiny] as unknown as RuleModule["commands"],
};
