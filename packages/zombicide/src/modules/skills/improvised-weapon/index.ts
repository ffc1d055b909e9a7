import type { RuleModule } from "../../../kernel/module.ts";
import { improvisedAttack } from "./improvised-weapon.ts";
import { RULE } from "./rule.ts";

/** The improvised-weapon skill (§10): its command checks who holds it. */
export const improvisedWeaponSkill: RuleModule = {
  id: "improvised-weapon",
  rule: RULE,
  skills: ["improvised-weapon"],
  commands: [improvisedAttack],
};
