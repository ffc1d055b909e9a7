import { hasSkill } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/**
 * 2E's Slippery also lets a Move of several Zones go on through Zones with Zombies (§10); the classic Slippery
 * only spares the cost of leaving them, so this half is a module of its own that the 2E profile lists.
 */
export const slipperyEntry: RuleModule = {
  id: "slippery-entry",
  rule: "core-2e §10 Slippery (entering a Zone with Zombies does not end a Move of several Zones)",
  hooks: {
    entersZombiesFreely: (ctx) => hasSkill(ctx.survivor, "slippery", ctx.state),
  },
};
