import type { CardUid } from "../../../game/cards.ts";
import { cardData, cardOf } from "../../../game/cards.ts";
import { attackFor } from "../../../game/combat/profile.ts";
import { inventoryOf } from "../../../game/inventory.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import { survivorById } from "../../../game/survivors.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { loseCards } from "../../advanced/lose-cards.ts";
import { EVENTS, WORDS } from "./events.ts";
import { PLAY_WORDS } from "./play-words.ts";

const SPARE = "spare-parts";
const RULE =
  "Fort Hendrix, New Skills: Spare parts (on 1 or more Breaks in a Melee or Ranged Attack, discard a weapon card of that type to ignore them)";

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.fort-hendrix-new-skills-spare-parts": "Fort Hendrix, New Skills: Spare parts",
  },
  "pt-BR": {
    "rule.fort-hendrix-new-skills-spare-parts": "Fort Hendrix, Novas Habilidades: Peças de reposição",
  },
};

/**
 * Spare parts (Fort Hendrix): when an attack's roll shows Breaks, the survivor may discard another weapon card of
 * the attack's type (Melee or Ranged) to ignore them: one way offered in All-Out's Breaks decision per such card
 * (copies of one card offered once, the Backpack's first).
 */
export const spareParts: RuleModule = {
  id: SPARE,
  rule: RULE,
  skills: [SPARE],
  events: EVENTS,
  words: joinWords(WORDS, PLAY_WORDS, CITED),
  hooks: {
    breakSavers: ({ state, step }) => {
      const s = survivorById(state, step.attacker);
      if (!s || !hasSkill(s, SPARE, state)) return [];
      const seen = new Set<string>();
      return [...s.backpack, ...s.hands]
        .filter(
          (u): u is CardUid =>
            u !== null && !step.weapons.includes(u) && attackFor(cardData(state, u), step.mode) !== undefined,
        )
        .filter((u) => !seen.has(cardOf(u)) && seen.add(cardOf(u)) !== undefined)
        .map((card) => ({ source: SPARE, card, rule: RULE }));
    },
    saveFromBreaks: ({ state, survivor, source, card, breaks, events }) => {
      if (source !== SPARE || card === undefined) return undefined;
      const s = survivorById(state, survivor);
      if (!s || !inventoryOf(s).includes(card)) return undefined;
      events.push({ type: "SparePartsUsed", survivor, card, breaks, rule: RULE });
      return loseCards(state, s, [card]);
    },
  },
};
