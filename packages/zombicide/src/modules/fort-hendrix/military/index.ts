import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { MILITARY, MILITARY_RULE, militarySearch, setMilitaryDeck } from "./deck.ts";

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.fort-hendrix-military-equipment-and-tiles": "Fort Hendrix, Military Equipment and Tiles",
  },
  "pt-BR": {
    "rule.fort-hendrix-military-equipment-and-tiles": "Fort Hendrix, Equipamento e peças Militares",
  },
};

/**
 * Military Equipment and Tiles (Fort Hendrix). The Military deck (the catalogue's `decks.military`) is shuffled
 * at setup into the game's module decks; a Search in a zone of a military tile (zone flag `military`) draws from
 * it instead of the Equipment deck, with the same Search rules (cards kept or discarded, Aaahh!!, reshuffle).
 * Its cards go back to its own discard pile. Pimpweapon crates are the core's Epic crates (a random card of the
 * Pimpweapon deck, which the box's advanced Pimpweapons replace).
 */
export const military: RuleModule = {
  id: MILITARY,
  rule: MILITARY_RULE,
  hooks: {
    setup: (_ctx, state) => setMilitaryDeck(state),
    searchDeck: ({ state, survivor }) => militarySearch(state, survivor),
  },
  words: joinWords(
    {
      en: {
        name: "Military Equipment and Tiles",
        summary: "A Search on a military tile (no sidewalks) draws from the Military deck.",
      },
      "pt-BR": {
        name: "Equipamento Militar e Peças Militares",
        summary: "Uma Revista numa peça militar (sem calçadas) compra do baralho Militar.",
      },
    },
    CITED,
  ),
};
