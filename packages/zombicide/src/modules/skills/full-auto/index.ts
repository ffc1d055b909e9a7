import { hasSkill } from "../../../game/skills/effects.ts";
import { SKILL_RULES } from "../../../game/skills/rules.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** Full auto (§10): a Ranged Action may roll one die per Zombie in the target Zone (dice bonuses still apply). */
export const fullAuto: RuleModule = {
  id: "full-auto",
  rule: SKILL_RULES.countZombies,
  skills: ["full-auto"],
  hooks: { countZombies: (ctx) => ctx.mode === "ranged" && hasSkill(ctx.survivor, "full-auto", ctx.state) },
};
