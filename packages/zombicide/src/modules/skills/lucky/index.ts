import { skillsOf } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** Lucky (§10): once per Action, re-roll all the dice (the new roll stands). */
export const lucky: RuleModule = {
  id: "lucky",
  rule: "core-2e §10 Lucky (re-roll all the dice of an Action once)",
  skills: ["lucky"],
  hooks: {
    rerolls: (ctx) => (skillsOf(ctx.state, ctx.survivor).includes("lucky") ? LUCKY : NONE),
  },
};

const LUCKY: readonly string[] = ["lucky"];
const NONE: readonly string[] = [];
