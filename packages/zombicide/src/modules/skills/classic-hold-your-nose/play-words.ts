import type { ModuleWords } from "../../../kernel/module.ts";

/** The skill's name and what it does, as the table shows them. */
export const PLAY_WORDS: ModuleWords = {
  en: {
    name: "Hold your nose",
    summary:
      "Once per Turn, having killed a Zombie this Turn: a free Search in its Zone, even in a street; still one Search per Turn.",
  },
  "pt-BR": {
    name: "Tape o nariz",
    summary:
      "Uma vez por Turno, depois de matar um Zumbi neste Turno: uma Procura grátis na sua Zona, mesmo na rua; ainda uma Procura por Turno.",
  },
};
