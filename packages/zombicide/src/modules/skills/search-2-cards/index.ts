import { cardData } from "../../../game/cards.ts";
import { inventoryOf } from "../../../game/inventory.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** The search-2-cards skill (§10), a survivor's or a card's anywhere in the inventory (the Flashlight): a Search draws 2 cards. */
export const search2Cards: RuleModule = {
  id: "search-2-cards",
  rule: "core-2e §10 Search 2 cards",
  skills: ["search-2-cards"],
  cardEffects: ["search-2-cards"],
  hooks: {
    searchCards: (ctx, cards) => {
      const fromCards = inventoryOf(ctx.survivor).some((u) =>
        cardData(ctx.state, u)?.skills?.includes("search-2-cards"),
      );
      return hasSkill(ctx.survivor, "search-2-cards", ctx.state) || fromCards ? Math.max(cards, 2) : cards;
    },
  },
};
