import { skillsOf } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

export const POINT_BLANK_RULE =
  "core-2e §10 Point-blank (Range 0 whatever the minimum; free targets, no Friendly Fire)";

/**
 * Point-blank (§10): a Ranged weapon also shoots at Range 0, and a shot at Range 0 picks its targets freely
 * and causes no Friendly Fire.
 */
export const pointBlank: RuleModule = {
  id: "point-blank",
  rule: POINT_BLANK_RULE,
  skills: ["point-blank"],
  hooks: {
    attackProfile: (ctx, p) =>
      ctx.mode === "ranged" &&
      ctx.weapons.length > 0 &&
      skillsOf(ctx.state, ctx.survivor).includes("point-blank")
        ? { ...p, range: [0, p.range[1]] }
        : p,
    freeTargeting: (ctx) =>
      ctx.mode === "ranged" && ctx.range === 0 && skillsOf(ctx.state, ctx.survivor).includes("point-blank")
        ? { skill: "point-blank", why: "Point-blank at Range 0", rule: POINT_BLANK_RULE }
        : null,
  },
  words: {
    en: { why: "Point-blank at Range 0" },
    "pt-BR": { why: "À queima-roupa, no Alcance 0" },
  },
};
