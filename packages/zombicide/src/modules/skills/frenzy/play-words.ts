import type { ModuleWords } from "../../../kernel/module.ts";

/** The skill's name and what it does, as the table shows them. */
export const PLAY_WORDS: ModuleWords = {
  en: {
    name: "Frenzy",
    summary: "One more die for each Wound it has, with each weapon of the named kind.",
  },
  "pt-BR": {
    name: "Frenesi",
    summary: "Um dado a mais para cada Ferimento que tem, com cada arma do tipo indicado.",
  },
};
