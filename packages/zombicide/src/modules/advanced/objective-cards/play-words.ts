import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the objective-cards module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { chooseObjectiveOption: {} },
  refusals: ["no_choice"],
  decisions: { objectiveChoice: {} },
};

/** The words of its commands, refusals and decisions (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.chooseObjectiveOption": "Choose {{choice}}",
    "decision.objectiveChoice": "the Objective card's choice (the team decides)",
    "refusal.no_choice": "That card has no such option.",
  },
  "pt-BR": {
    "command.chooseObjectiveOption": "Escolher {{choice}}",
    "decision.objectiveChoice": "a escolha da carta de Objetivo (a equipe decide)",
    "refusal.no_choice": "Essa carta não tem essa opção.",
  },
};
