import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the master-planner module's command reads (buttons, the log), its refusal and its decision. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { chooseFirstPlayer: {} },
  refusals: ["no_master_planner"],
  decisions: { chooseFirstPlayer: { details: { fields: { survivor: "survivor" } } } },
};

/** The words of its commands and refusals (`command.<Type>`, `refusal.<code>`). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.chooseFirstPlayer": "Master planner: {{seat}} takes the First Player token",
    "refusal.no_master_planner": "No Master planner of this seat can choose the First Player now.",
    "decision.chooseFirstPlayer": "Master planner: who receives the First Player token",
    "details.chooseFirstPlayer": "End Phase: {{survivor}} selects who receives the First Player token.",
  },
  "pt-BR": {
    "command.chooseFirstPlayer": "Planejador mestre: {{seat}} fica com a ficha de Primeiro Jogador",
    "refusal.no_master_planner":
      "Nenhum Planejador mestre deste jogador pode escolher o Primeiro Jogador agora.",
    "decision.chooseFirstPlayer": "Planejador mestre: quem recebe a ficha de Primeiro Jogador",
    "details.chooseFirstPlayer": "Fase Final: {{survivor}} escolhe quem recebe a ficha de Primeiro Jogador.",
  },
};
