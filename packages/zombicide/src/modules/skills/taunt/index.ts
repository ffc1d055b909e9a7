import { SKILL_RULES } from "../../../game/skills/rules.ts";
import { taunt } from "../../../game/skills/taunt.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** The taunt skill (§10): its command checks who holds it. */
export const tauntSkill: RuleModule = {
  id: "taunt",
  rule: SKILL_RULES.taunt,
  skills: ["taunt"],
  commands: [taunt] as unknown as RuleModule["commands"],
};
