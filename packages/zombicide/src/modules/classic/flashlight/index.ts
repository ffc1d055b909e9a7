import { cardData } from "../../../game/cards.ts";
import { inventoryOf } from "../../../game/inventory.ts";
import type { RuleModule } from "../../../kernel/module.ts";

const TRAIT = "extra-search-card";
export const FLASHLIGHT_RULE =
  "classic §9 Flashlight (one more card per Search, even in reserve; two Flashlights stack)";

/** Season 1's Flashlight: each card with the trait anywhere in the inventory adds a card to a Search. */
export const classicFlashlight: RuleModule = {
  id: "classic-flashlight",
  rule: FLASHLIGHT_RULE,
  cardEffects: [TRAIT],
  hooks: {
    searchCards: (ctx, cards) =>
      cards +
      inventoryOf(ctx.survivor).filter((u) => cardData(ctx.state, u)?.traits?.includes(TRAIT) ?? false)
        .length,
  },
  words: {
    en: { name: "Flashlight", summary: "One more card per Search for each Flashlight carried." },
    "pt-BR": { name: "Lanterna", summary: "Uma carta a mais por Procura para cada Lanterna carregada." },
  },
};
