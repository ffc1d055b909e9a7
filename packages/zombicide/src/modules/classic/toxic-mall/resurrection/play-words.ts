import type { ModuleWords } from "../../../../kernel/module.ts";

/** The mode's switch on the new-game form. */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "mode.switch":
      "Resurrection: a survivor killed by the zombies rises at the next round as its Zombivor side (5 Health)",
  },
  "pt-BR": {
    "mode.switch":
      "Ressurreição: um sobrevivente morto pelos zumbis volta na rodada seguinte como seu lado Zumbivivente (5 de Vida)",
  },
};
