import { hasSkill } from "../../../game/skills/effects.ts";
import { SKILL_RULES } from "../../../game/skills/rules.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** Barbarian (§10): a Melee Action may roll one die per Zombie in the target Zone (dice bonuses still apply). */
export const barbarian: RuleModule = {
  id: "barbarian",
  rule: SKILL_RULES.countZombies,
  skills: ["barbarian"],
  hooks: { countZombies: (ctx) => ctx.mode === "melee" && hasSkill(ctx.survivor, "barbarian", ctx.state) },
};
