import { combatReflexes, offerCombatReflexes } from "../../../game/skills/combat-reflexes.ts";
import { SKILL_RULES } from "../../../game/skills/rules.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** The combat-reflexes skill (§10): its command checks who holds it. */
export const combatReflexesSkill: RuleModule = {
  id: "combat-reflexes",
  rule: SKILL_RULES.combatReflexes,
  skills: ["combat-reflexes"],
  commands: [combatReflexes] as unknown as RuleModule["commands"],
  hooks: { afterSpawn: (ctx, state) => offerCombatReflexes(state, ctx.zone, ctx.card) },
};
