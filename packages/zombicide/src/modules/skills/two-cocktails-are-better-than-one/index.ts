import type { RuleModule } from "../../../kernel/module.ts";
import { RULE } from "./rule.ts";
import { secondCocktail } from "./second-cocktail.ts";

/** 2 cocktails are better than 1 (§10): after a Molotov, a die may bring the card back to the Backpack. */
export const twoCocktails: RuleModule = {
  id: "two-cocktails-are-better-than-one",
  rule: RULE,
  skills: ["two-cocktails-are-better-than-one"],
  hooks: { afterMolotov: (ctx, state) => secondCocktail(state, ctx.survivor, ctx.card, ctx.events) },
};
