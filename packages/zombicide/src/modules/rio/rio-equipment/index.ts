import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { drinkMateTea, MATE_TEA, MATE_TEA_RULE } from "./mate-tea.ts";
import { RPG, RPG_AMMO, rpgWithoutAmmo, spendRpgAmmo } from "./rpg.ts";
import { EVENTS, PLAY, WORDS } from "./words.ts";

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-equipment-mate-tea": "rio Equipment: Mate Tea",
    "rule.rio-equipment-rpg": "rio Equipment: RPG",
  },
  "pt-BR": {
    "rule.rio-equipment-mate-tea": "rio, Equipamento: Chá Mate",
    "rule.rio-equipment-rpg": "rio, Equipamento: RPG",
  },
};

/**
 * Rio Z Janeiro's Equipment cards with a rule of their own (each acts only for who holds it, so the module is
 * always on in the 2e profile): Mate Tea, discarded for 2 extra Actions; the RPG, whose every attack needs and
 * spends an RPG Ammo card, shuffled back into the Equipment deck.
 */
export const rioEquipment: RuleModule = {
  id: "rio-equipment",
  ...PLAY,
  rule: MATE_TEA_RULE,
  commands: [drinkMateTea],
  cardEffects: [MATE_TEA, RPG, RPG_AMMO],
  hooks: {
    attackRefused: rpgWithoutAmmo,
    combatResolved: spendRpgAmmo,
  },
  events: EVENTS,
  words: joinWords(WORDS, CITED),
};
