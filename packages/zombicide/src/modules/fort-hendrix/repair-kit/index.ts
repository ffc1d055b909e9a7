import { cardData } from "../../../game/cards.ts";
import { inventoryOf } from "../../../game/inventory.ts";
import { survivorById } from "../../../game/survivors.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { loseCards } from "../../advanced/lose-cards.ts";
import { EVENTS, WORDS } from "./events.ts";
import { PLAY_WORDS } from "./play-words.ts";

const ID = "repair-kit";
const TRAIT = "ignore-breaks";
export const REPAIR_KIT_RULE =
  "Fort Hendrix, Military Equipment: Repair Kit (discard it to ignore all Break results of a single Attack roll; usable in the Backpack)";

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.fort-hendrix-military-equipment-repair-kit": "Fort Hendrix, Military Equipment: Repair Kit",
  },
  "pt-BR": {
    "rule.fort-hendrix-military-equipment-repair-kit": "Fort Hendrix, Equipamento Militar: Kit de Reparos",
  },
};

/**
 * The Repair Kit (Fort Hendrix Military deck; the Campaign Skill "Starts with a Repair Kit" gives one): when an
 * attack's roll shows Breaks, the attacker may discard a Repair Kit from anywhere in the inventory to ignore
 * them: a way offered in All-Out's Breaks decision (the first kit of the inventory; any copy does the same).
 */
export const repairKit: RuleModule = {
  id: ID,
  rule: REPAIR_KIT_RULE,
  cardEffects: [TRAIT],
  events: EVENTS,
  words: joinWords(WORDS, PLAY_WORDS, CITED),
  hooks: {
    breakSavers: ({ state, step }) => {
      const s = survivorById(state, step.attacker);
      const kit = s && inventoryOf(s).find((u) => cardData(state, u)?.traits?.includes(TRAIT));
      return kit ? [{ source: ID, card: kit, rule: REPAIR_KIT_RULE }] : [];
    },
    saveFromBreaks: ({ state, survivor, source, card, breaks, events }) => {
      if (source !== ID || card === undefined) return undefined;
      const s = survivorById(state, survivor);
      if (!s || !inventoryOf(s).includes(card)) return undefined;
      events.push({ type: "RepairKitUsed", survivor, card, breaks, rule: REPAIR_KIT_RULE });
      return loseCards(state, s, [card]);
    },
  },
};
