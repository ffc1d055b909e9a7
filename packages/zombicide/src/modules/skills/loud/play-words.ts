import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the Loud command reads and the refusal it brings. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals"> = {
  commandWords: { loud: {} },
  refusals: ["cannot_be_loud"],
};

/** The skill's name and summary, its command and refusal words. */
export const PLAY_WORDS: ModuleWords = {
  en: {
    name: "Loud",
    summary:
      "Once per Turn, for free: until its next Turn, the Zone it is in counts as the noisiest on the board.",
    "command.loud": "Be Loud: make this Zone the noisiest",
    "refusal.cannot_be_loud": "Loud cannot be used now.",
  },
  "pt-BR": {
    name: "Barulhento",
    summary:
      "Uma vez por Turno, grátis: até o seu próximo Turno, a Zona onde está conta como a mais barulhenta do tabuleiro.",
    "command.loud": "Ser Barulhento: tornar esta Zona a mais barulhenta",
    "refusal.cannot_be_loud": "Barulhento não pode ser usado agora.",
  },
};
