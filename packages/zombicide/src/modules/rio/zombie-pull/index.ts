import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";
import { PULL_RULE, startPulls, zombiePull } from "./pull.ts";

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-zombie-pull": "rio §Zombie Pull",
  },
  "pt-BR": {
    "rule.rio-zombie-pull": "rio §Puxão Zumbi",
  },
};

/**
 * Zombie Pull (Rio Z Janeiro): at the start of the Zombie Phase, before any Activation, every Zombie next to a
 * Narrow Zone pulls one survivor standing there into its own Zone (Abominations too). Not a Zombie Action. The
 * players choose the order, and where a survivor goes when Zombies stand on two sides (a pending decision).
 */
export const zombiePullRules: RuleModule = {
  id: "zombie-pull",
  ...PLAY,
  rule: PULL_RULE,
  commands: [zombiePull],
  hooks: { zombiePhaseStart: startPulls },
  events: { ZombiePulled: { fields: { survivor: "survivor" } } },
  words: joinWords(
    {
      en: {
        name: "Zombie Pull",
        summary: "Before the zombies act, each zombie next to a Narrow Zone drags one survivor out of it.",
        "event.ZombiePulled": "A zombie pulled {{survivor}} out of the Narrow Zone {{from}} into {{to}}",
        "decision.zombiePull": "Choose who is pulled next, and into which zone",
      },
      "pt-BR": {
        name: "Puxão Zumbi",
        summary:
          "Antes dos zumbis agirem, cada zumbi ao lado de uma Zona Estreita arrasta um sobrevivente para fora dela.",
        "event.ZombiePulled": "Um zumbi puxou {{survivor}} da Zona Estreita {{from}} para {{to}}",
        "decision.zombiePull": "Escolha quem é puxado agora, e para qual zona",
      },
    },
    PLAY_WORDS,
    CITED,
  ),
};
