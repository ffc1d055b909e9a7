import { hasSkill } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";
import { kidSlippery, SLIPPERY_RULE } from "./kid-slippery.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";

/**
 * The slippery skill (§10): a Move leaves Zombies for 1 Action. A Kid (§1) may do it once per Turn without the
 * skill: the Move command's `slippery` flag.
 */
export const slippery: RuleModule = {
  id: "slippery",
  ...PLAY,
  rule: SLIPPERY_RULE,
  skills: ["slippery"],
  hooks: {
    leavesZombiesFreely: (ctx) => (hasSkill(ctx.survivor, "slippery", ctx.state) ? SLIPPERY_RULE : undefined),
  },
  moveWays: { slippery: kidSlippery },
  words: PLAY_WORDS,
};
