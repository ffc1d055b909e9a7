import { attackKindOf } from "../../../game/combat/profile.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

const RULE =
  "black-plague §15 Iron rain (a Ranged Action may roll one die per Zombie in the target Zone instead of the weapon's dice; unverified wording)";

/**
 * Iron rain: a Ranged Action (not a Magic one) may roll one die per Zombie in the target Zone; dice bonuses still
 * apply (the core's `countZombies`, as Full auto in 2E).
 */
export const ironRain: RuleModule = {
  id: "iron-rain",
  rule: RULE,
  skills: ["iron-rain"],
  hooks: {
    countZombies: (ctx) =>
      ctx.mode === "ranged" &&
      attackKindOf(ctx.state, ctx.mode, ctx.weapons) === "ranged" &&
      hasSkill(ctx.survivor, "iron-rain", ctx.state),
  },
};
