import { cardData, cardOf } from "../../../game/cards.ts";
import { heldCards } from "../../../game/inventory.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";

const TRAIT = "plus-1-die-other-melee";
export const KA_BAR_RULE =
  "Fort Hendrix, Ka-Bar (Starting and Military Equipment): +1 die to another equipped Melee weapon";

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.fort-hendrix-ka-bar-starting-and-military-equipment-1-die-to-another-equipped-melee-weapon":
      "Fort Hendrix, Ka-Bar (Starting and Military Equipment): +1 die to another equipped Melee weapon",
  },
  "pt-BR": {
    "rule.fort-hendrix-ka-bar-starting-and-military-equipment-1-die-to-another-equipped-melee-weapon":
      "Fort Hendrix, Ka-Bar (Equipamento Inicial e Militar): +1 dado para outra arma Corpo a Corpo equipada",
  },
};

/**
 * The Ka-Bar (Fort Hendrix): while equipped (in Hand, or anywhere with a skill that makes the inventory count as
 * held), it adds 1 die to a Melee attack made with another weapon. Two Ka-Bars used Dual add 1 die each to the
 * other (?: the card says "another equipped Melee weapon"; each Ka-Bar is another for the other one).
 * The die is told with the card's id, so the log names the card.
 */
export const kaBar: RuleModule = {
  id: "ka-bar",
  rule: KA_BAR_RULE,
  cardEffects: [TRAIT],
  hooks: {
    bonusDice: ({ state, survivor, mode, weapons }) => {
      if (mode !== "melee" || weapons.length === 0) return [];
      const out = [];
      for (const u of heldCards(survivor, state))
        if (cardData(state, u)?.traits?.includes(TRAIT) && weapons.some((w) => w !== u))
          out.push({ skill: cardOf(u), dice: 1, rule: KA_BAR_RULE });
      return out;
    },
  },
  words: joinWords(
    {
      en: { name: "Ka-Bar", summary: "An equipped Ka-Bar adds 1 die to another equipped Melee weapon." },
      "pt-BR": {
        name: "Ka-Bar",
        summary: "Uma Ka-Bar equipada dá +1 dado a outra arma corpo a corpo equipada.",
      },
    },
    CITED,
  ),
};
