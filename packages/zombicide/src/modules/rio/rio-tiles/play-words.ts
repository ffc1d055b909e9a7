import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the rio-tiles module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  refusals: ["park", "stand"],
};

/** The words of its commands, refusals and decisions (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "refusal.park": "The Park cannot be Searched.",
    "refusal.stand": "A Stadium Stand cannot be Searched.",
  },
  "pt-BR": {
    "refusal.park": "O Parque não pode ser Vasculhado.",
    "refusal.stand": "Uma Arquibancada do estádio não pode ser Vasculhada.",
  },
};
