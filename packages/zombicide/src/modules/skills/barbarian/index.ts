import { hasSkill } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

const RULE = "core-2e §10 Barbarian / Full auto (the number of Zombies in the target Zone as the dice count)";

/** Barbarian (§10): a Melee Action may roll one die per Zombie in the target Zone (dice bonuses still apply). */
export const barbarian: RuleModule = {
  id: "barbarian",
  rule: RULE,
  skills: ["barbarian"],
  hooks: { countZombies: (ctx) => ctx.mode === "melee" && hasSkill(ctx.survivor, "barbarian", ctx.state) },
};
