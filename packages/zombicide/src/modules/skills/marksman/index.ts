import { skillsOf } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

export const MARKSMAN_RULE =
  "black-plague §15 Marksman (Ranged and Magic Actions choose their targets freely; misses never hit Survivors)";

/** Marksman: a Ranged or Magic Action (the core's ranged attack) picks its targets freely, with no Friendly Fire. */
export const marksman: RuleModule = {
  id: "marksman",
  rule: MARKSMAN_RULE,
  skills: ["marksman"],
  hooks: {
    freeTargeting: (ctx) =>
      ctx.mode === "ranged" && skillsOf(ctx.state, ctx.survivor).includes("marksman")
        ? { skill: "marksman", why: "the shooter has Marksman", rule: MARKSMAN_RULE }
        : null,
  },
  words: {
    en: { why: "the shooter has Marksman" },
    "pt-BR": { why: "o atirador tem Atirador de Elite" },
  },
};
