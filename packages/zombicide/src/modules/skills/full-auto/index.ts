import { hasSkill } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

const RULE = "core-2e §10 Barbarian / Full auto (the number of Zombies in the target Zone as the dice count)";

/** Full auto (§10): a Ranged Action may roll one die per Zombie in the target Zone (dice bonuses still apply). */
export const fullAuto: RuleModule = {
  id: "full-auto",
  rule: RULE,
  skills: ["full-auto"],
  hooks: { countZombies: (ctx) => ctx.mode === "ranged" && hasSkill(ctx.survivor, "full-auto", ctx.state) },
};
