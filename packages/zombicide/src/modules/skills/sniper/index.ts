import { cardData } from "../../../game/cards.ts";
import { skillsOf } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

export const SNIPER_RULE = "core-2e §10 Sniper (targets chosen freely, no Friendly Fire)";

/**
 * Sniper (§10), the survivor's skill or the weapon's own (the Sniper Rifle): a Ranged Action picks its
 * targets freely and its misses hit no survivor. It goes before Point-blank in the profile, so a shot that
 * both lift is told as Sniper's.
 */
export const sniper: RuleModule = {
  id: "sniper",
  rule: SNIPER_RULE,
  skills: ["sniper"],
  cardEffects: ["sniper"],
  hooks: {
    freeTargeting: (ctx) => {
      if (ctx.mode !== "ranged") return null;
      const fromCard =
        ctx.weapons.length > 0 && cardData(ctx.state, ctx.weapons[0] as never)?.skills?.includes("sniper");
      return fromCard || skillsOf(ctx.state, ctx.survivor).includes("sniper")
        ? { skill: "sniper", why: "the shooter has Sniper", rule: SNIPER_RULE }
        : null;
    },
  },
  words: {
    en: { why: "the shooter has Sniper" },
    "pt-BR": { why: "o atirador tem Atirador de elite" },
  },
};
