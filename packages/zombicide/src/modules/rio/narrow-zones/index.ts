import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { NARROW_RULE } from "../narrow-spots.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";
import { narrowBoardHooks, narrowEntry, narrowSearch, narrowZombieMoves } from "./rules.ts";

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-narrow-zones": "rio §Narrow Zones",
  },
  "pt-BR": {
    "rule.rio-narrow-zones": "rio §Zonas Estreitas",
  },
};

/**
 * Narrow Zones (Rio Z Janeiro): street Zones with Spots, one Actor per Spot. Nobody steps in when every Spot is
 * taken (survivors are refused; zombies beyond the free Spots stay); actors on Spots block neither sight nor a
 * way through while a Spot is free; no Search; no cars (game/cars/drive.ts reads the flag); Abominations never
 * step into or through one (a board hook). The Zombie Pull is its own module (zombie-pull).
 */
export const narrowZones: RuleModule = {
  id: "narrow-zones",
  ...PLAY,
  rule: NARROW_RULE,
  board: narrowBoardHooks,
  hooks: {
    entryRefused: (ctx) => narrowEntry(ctx),
    searchRefused: narrowSearch,
    zombiesEnter: narrowZombieMoves,
  },
  words: joinWords(
    {
      en: {
        name: "Narrow Zones",
        summary:
          "One actor per Spot; a full Narrow Zone cannot be entered; no Search; no cars; Abominations stay out.",
      },
      "pt-BR": {
        name: "Zonas Estreitas",
        summary:
          "Um ator por Vaga; não se entra numa Zona Estreita cheia; sem Busca; sem carros; Abominações ficam fora.",
      },
    },
    PLAY_WORDS,
    CITED,
  ),
};
