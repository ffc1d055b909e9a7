import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the master-planner module's commands read (buttons, the log) and the refusals it brings. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { chooseFirstPlayer: {} },
  refusals: ["no_master_planner"],
};

/** The words of its commands and refusals (`command.<Type>`, `refusal.<code>`). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.chooseFirstPlayer": "Master planner: {{seat}} takes the First Player token",
    "refusal.no_master_planner": "No Master planner of this seat can choose the First Player now.",
  },
  "pt-BR": {
    "command.chooseFirstPlayer": "Planejador mestre: {{seat}} fica com a ficha de Primeiro Jogador",
    "refusal.no_master_planner":
      "Nenhum Planejador mestre deste jogador pode escolher o Primeiro Jogador agora.",
  },
};
