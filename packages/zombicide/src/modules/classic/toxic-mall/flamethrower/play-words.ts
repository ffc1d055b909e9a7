import type { ModuleWords } from "../../../../kernel/module.ts";

/** What a player sees of the Flamethrower: its refusal with no Gasoline. */
export const PLAY = { refusals: ["no_fuel"] } as const;

export const PLAY_WORDS: ModuleWords = {
  en: { "refusal.no_fuel": "The Flamethrower needs a Gasoline card in the inventory to fire." },
  "pt-BR": {
    "refusal.no_fuel": "O Lança-chamas precisa de uma carta de Gasolina no inventário para disparar.",
  },
};
