import type { ModuleWords } from "../../../kernel/module.ts";

/** The skill's name and what it does, as the table shows them. */
export const PLAY_WORDS: ModuleWords = {
  en: { name: "Search: +1 card", summary: "Each Search draws one more card." },
  "pt-BR": { name: "Procurar: +1 carta", summary: "Cada Procura compra uma carta a mais." },
};
