import type { ModuleWords } from "../../../kernel/module.ts";

/** The skill's name and what it does, as the table shows them. */
export const PLAY_WORDS: ModuleWords = {
  en: {
    name: "Rotten",
    summary:
      "A Turn ended without fighting, driving or making Noise gives the Rotten token: Zombies ignore it and it counts as no Noise, until it fights or makes Noise. Leaving Zombies still costs Actions.",
  },
  "pt-BR": {
    name: "Apodrecido",
    summary:
      "Um Turno terminado sem combater, dirigir ou fazer Barulho dá a ficha Apodrecido: os Zumbis o ignoram e ele não conta como Barulho, até combater ou fazer Barulho. Sair de uma Zona com Zumbis ainda custa Ações.",
  },
};
