import type { ModuleWords } from "../../../../kernel/module.ts";

/** The mode's switch on the new-game form; a fallen survivor's note on its card. */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "mode.switch":
      "Resurrection: a survivor killed by the zombies rises at the next round as its Zombivor side (5 Health)",
    "note.lyingDown": "infected, lying down: rises as a Zombivor at the next round",
  },
  "pt-BR": {
    "mode.switch":
      "Ressurreição: um sobrevivente morto pelos zumbis volta na rodada seguinte como seu lado Zumbivivente (5 de Vida)",
    "note.lyingDown": "infectado, caído: volta como Zumbivivente na rodada seguinte",
  },
};
