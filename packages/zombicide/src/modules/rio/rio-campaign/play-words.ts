import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the rio-campaign module's command reads (buttons, the log), its refusal and its decision. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: {
    invasionPick: {
      fields: { card: "zombieCards", zombie: "zombieType" },
      variant: "zombie",
      variantBy: "presence",
    },
  },
  refusals: ["card_not_drawn"],
  decisions: { invasionPick: { details: { fields: { hand: "zombieCards", zones: "list" } } } },
};

/** The words of its command, refusal and decision (`command.<Type>`, `refusal.<code>`, `decision.<kind>`). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.invasionPick_some": "Spawn Zone {{zone}} gets card {{card}} ({{count}} × {{zombie}})",
    "command.invasionPick_none": "Spawn Zone {{zone}} gets card {{card}}",
    "decision.invasionPick": "Invasion In Progress: a Zombie card for each Spawn Zone",
    "details.invasionPick":
      "Slow the Invasion: choose which of {{hand}} spawns on each Spawn Zone, in spawn order ({{zones}}); the others are discarded.",
    "refusal.card_not_drawn": "That Zombie card is not one of those drawn, or not for this Spawn Zone.",
  },
  "pt-BR": {
    "command.invasionPick_some":
      "A Zona de Invasão {{zone}} recebe a carta {{card}} ({{count}} × {{zombie}})",
    "command.invasionPick_none": "A Zona de Invasão {{zone}} recebe a carta {{card}}",
    "decision.invasionPick": "Invasão em Andamento: uma carta de Zumbi para cada Zona de Invasão",
    "details.invasionPick":
      "Retardar a Invasão: escolham qual de {{hand}} surge em cada Zona de Invasão, na ordem de invasão ({{zones}}); as outras são descartadas.",
    "refusal.card_not_drawn":
      "Essa carta de Zumbi não é uma das compradas, ou não é para esta Zona de Invasão.",
  },
};
