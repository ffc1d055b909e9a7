import { skillsOf } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** Gunslinger (§10): every Ranged weapon counts as Dual. */
export const gunslinger: RuleModule = {
  id: "gunslinger",
  rule: "core-2e §10 Gunslinger (every Ranged weapon counts as Dual)",
  skills: ["gunslinger"],
  hooks: {
    dualAllowed: (ctx) => ctx.mode === "ranged" && skillsOf(ctx.state, ctx.survivor).includes("gunslinger"),
  },
};
