import { cardData } from "../../../game/cards.ts";
import { handCards } from "../../../game/inventory.ts";
import type { RuleModule } from "../../../kernel/module.ts";

export const DAGGER_RULE =
  "black-plague §6.2 Dagger (while in Hand, +1 die to the other melee weapon of the attack; two Daggers give each other +1)";
const TRAIT = "plus-1-die-other-melee";

/** A card with the trait in a Hand adds 1 die to a Melee attack made with another weapon. */
export const dagger: RuleModule = {
  id: TRAIT,
  rule: DAGGER_RULE,
  cardEffects: [TRAIT],
  hooks: {
    bonusDice: ({ state, survivor, mode, weapons }) => {
      if (mode !== "melee" || weapons.length === 0) return [];
      let n = 0;
      for (const u of handCards(survivor))
        if (cardData(state, u)?.traits?.includes(TRAIT) && weapons.some((w) => w !== u)) n++;
      return n > 0 ? [{ skill: TRAIT, dice: n, rule: DAGGER_RULE }] : [];
    },
  },
  words: {
    en: { name: "Dagger", summary: "A Dagger in Hand adds 1 die to the other melee weapon." },
    "pt-BR": { name: "Adaga", summary: "Uma Adaga na Mão dá +1 dado à outra arma corpo a corpo." },
  },
};
