import type { ModuleWords } from "../../../kernel/module.ts";

/**
 * The words of a re-roll made with Blessed (`command.reroll_blessed`: the core's re-roll command, made with this
 * module's source): it rolls one die again, so its button names that die, by position and face.
 */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.reroll_blessed": "Blessed: re-roll die {{die}} (showing {{face}})",
  },
  "pt-BR": {
    "command.reroll_blessed": "Abençoado: rolar de novo o dado {{die}} (que mostra {{face}})",
  },
};
