import { hasSkill } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";
import { PLAY_WORDS } from "./play-words.ts";

export const SEARCH_PLUS_1_CARD_RULE = "black-plague §15 Search: +1 card (a Search draws one more card)";

/**
 * Search: +1 card (Black Plague): one card more than the Search would draw otherwise. Not 2E's "Search: 2 cards",
 * which sets the count to 2: this one adds to whatever else adds cards.
 */
export const searchPlus1Card: RuleModule = {
  id: "search-plus-1-card",
  rule: SEARCH_PLUS_1_CARD_RULE,
  skills: ["search-plus-1-card"],
  hooks: {
    searchCards: (ctx, cards) =>
      hasSkill(ctx.survivor, "search-plus-1-card", ctx.state) ? cards + 1 : cards,
  },
  words: PLAY_WORDS,
};
