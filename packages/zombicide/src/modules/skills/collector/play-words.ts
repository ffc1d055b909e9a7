import type { ModuleWords } from "../../../kernel/module.ts";

/** The skill's name and what it does, as the table shows them. */
export const PLAY_WORDS: ModuleWords = {
  en: {
    name: "Collector: [Zombie type]",
    summary: "Each Zombie of the named type it kills gives it twice the XP.",
  },
  "pt-BR": {
    name: "Colecionador: [tipo de Zumbi]",
    summary: "Cada Zumbi do tipo indicado que mata lhe dá o dobro de XP.",
  },
};
