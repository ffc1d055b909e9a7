import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";
import { PENNY_WRATH, pennyWrath, RULE } from "./wrath.ts";

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.fort-hendrix-m4-m10-penny-s-wrath": "Fort Hendrix, M4-M10 Penny's wrath",
  },
  "pt-BR": {
    "rule.fort-hendrix-m4-m10-penny-s-wrath": "Fort Hendrix, M4-M10 A fúria de Penny",
  },
};

/**
 * Penny's wrath (Star-Spangled Banner M4-M10): Penny's Leader has an extra free Combat Action per Turn, only with a
 * weapon in the Leader's Backpack (`pennyWrath`, Melee or Ranged; a Molotov is not thrown from the Backpack).
 * The weapon attacks with its card's numbers and the Leader's skills; it stays in the Backpack.
 */
export const pennyWrathRules: RuleModule = {
  id: PENNY_WRATH,
  ...PLAY,
  rule: RULE,
  commands: [pennyWrath] as unknown as RuleModule["commands"],
  words: joinWords(
    {
      en: {
        name: "Penny's wrath",
        summary: "Penny's Leader has a free Combat Action each Turn, with a weapon from the Backpack.",
      },
      "pt-BR": {
        name: "A fúria de Penny",
        summary: "O Líder de Penny tem uma Ação de Combate grátis por Turno, com uma arma da Mochila.",
      },
    },
    PLAY_WORDS,
    CITED,
  ),
};
