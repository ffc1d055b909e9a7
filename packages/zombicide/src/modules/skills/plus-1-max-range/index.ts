import { skillsOf } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** +1 max Range (§10): a Ranged weapon's maximum Range goes up by 1 (not an improvised weapon's). */
export const plus1MaxRange: RuleModule = {
  id: "plus-1-max-range",
  rule: "core-2e §10 +1 max Range",
  skills: ["plus-1-max-range"],
  hooks: {
    attackProfile: (ctx, p) => {
      if (ctx.mode !== "ranged" || ctx.weapons.length === 0) return p;
      const n = skillsOf(ctx.state, ctx.survivor).filter((k) => k === "plus-1-max-range").length;
      return n === 0 ? p : { ...p, range: [p.range[0], p.range[1] + n] };
    },
  },
};
