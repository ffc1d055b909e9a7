import { SKILL_RULES } from "../../../game/skills/rules.ts";
import type { RuleModule } from "../../../kernel/module.ts";
import { improvisedAttack } from "./improvised-weapon.ts";

/** The improvised-weapon skill (§10): its command checks who holds it. */
export const improvisedWeaponSkill: RuleModule = {
  id: "improvised-weapon",
  rule: SKILL_RULES.improvised,
  skills: ["improvised-weapon"],
  commands: [improvisedAttack] as unknown as RuleModule["commands"],
};
