import { joinWords, type RuleModule } from "../../../../kernel/module.ts";
import { EVENT_WORDS, EVENTS } from "./events.ts";
import { PLAY_WORDS } from "./play-words.ts";
import { layDown, RESURRECTION, RESURRECTION_RULE, resurrectionSlice, rise } from "./resurrect.ts";

/**
 * The Resurrection mode (Toxic City Mall, optional; seed 001 "Zumbiviventes"): a standard survivor whose last Wound
 * comes from the zombies lies down (not by a teammate's hand: friendly fire and Molotovs kill for good); the zombies
 * ignore it (Wounds beyond its last go to the others in the Zone, or nowhere), and at the next Players' Phase it
 * rises as its ID card's Zombivor side (5 Health), its Wounded cards gone and its cards reorganised for free.
 */
export const resurrection: RuleModule = {
  id: RESURRECTION,
  switchable: true,
  rule: RESURRECTION_RULE,
  hooks: {
    survivorEliminated: layDown,
    eliminationSpared: ({ state, survivor }) => resurrectionSlice.read(state).down.includes(survivor.id),
    endPhase: rise,
  },
  events: EVENTS,
  words: joinWords(EVENT_WORDS, PLAY_WORDS, {
    en: {
      name: "Resurrection",
      summary:
        "A survivor killed by the zombies rises at the next Players' Phase as its Zombivor side (5 Health), keeping its equipment and XP.",
    },
    "pt-BR": {
      name: "Ressurreição",
      summary:
        "Um Sobrevivente morto pelos zumbis volta na Fase dos Jogadores seguinte como seu lado Zumbivivente (5 de Vida), com o equipamento e a experiência.",
    },
  }),
};
