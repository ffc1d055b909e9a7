import type { ModuleWords } from "../../../kernel/module.ts";

/** The skill's name and what it does, as the table shows them. */
export const PLAY_WORDS: ModuleWords = {
  en: {
    name: "Ninja",
    summary:
      "Makes no Noise: neither its weapons and doors nor itself count as Noise for the Zombies, who still see it. The Make Noise Action is its way to be noisy.",
  },
  "pt-BR": {
    name: "Ninja",
    summary:
      "Não faz Barulho: nem suas armas e portas nem ele mesmo contam como Barulho para os Zumbis, que ainda o veem. A Ação Fazer Barulho é o seu jeito de ser barulhento.",
  },
};
