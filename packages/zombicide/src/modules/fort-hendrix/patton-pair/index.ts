import { cardData, cardOf } from "../../../game/cards.ts";
import { heldCards } from "../../../game/inventory.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";

const TRAIT = "pair-plus-2-dice";
export const PATTON_RULE =
  "Fort Hendrix, Pimpweapons: Patton's .357 Magnum and .45 Long Colt (+2 dice while the other one is equipped too)";

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.fort-hendrix-pimpweapons-patton-s-357-magnum-and-45-long-colt":
      "Fort Hendrix, Pimpweapons: Patton's .357 Magnum and .45 Long Colt",
  },
  "pt-BR": {
    "rule.fort-hendrix-pimpweapons-patton-s-357-magnum-and-45-long-colt":
      "Fort Hendrix, Armas Pimp: Magnum .357 e Long Colt .45 do Patton",
  },
};

/**
 * Patton's revolvers (Fort Hendrix Pimpweapons): an attack with a card of the pair (trait `pair-plus-2-dice`)
 * rolls 2 more dice while the card it names in `pairedWith` is equipped too (in Hand, or anywhere with a skill
 * that makes the inventory count as held). Each card attacking gets its own +2 (both, when fired together).
 */
export const pattonPair: RuleModule = {
  id: "patton-pair",
  rule: PATTON_RULE,
  cardEffects: [TRAIT],
  hooks: {
    bonusDice: ({ state, survivor, weapons }) => {
      const held = heldCards(survivor, state);
      const out = [];
      for (const w of weapons) {
        const card = cardData(state, w);
        const partner = card?.traits?.includes(TRAIT) ? card.pairedWith : undefined;
        if (partner !== undefined && held.some((u) => u !== w && cardOf(u) === partner))
          out.push({ skill: cardOf(w), dice: 2, rule: PATTON_RULE });
      }
      return out;
    },
  },
  words: joinWords(
    {
      en: {
        name: "Patton's revolvers",
        summary:
          "Patton's .357 Magnum and .45 Long Colt each roll 2 more dice while the other is equipped too.",
      },
      "pt-BR": {
        name: "Revólveres do Patton",
        summary:
          "A Magnum .357 e o Long Colt .45 do Patton rolam 2 dados a mais cada enquanto o outro também está equipado.",
      },
    },
    CITED,
  ),
};
