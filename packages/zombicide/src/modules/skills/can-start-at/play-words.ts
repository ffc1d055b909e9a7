import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the can-start-at module's command reads (buttons, the log), its refusal and the decision it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { canStartAt: { fields: { survivor: "survivor", level: "word" }, variant: "start" } },
  refusals: ["level_not_offered"],
  decisions: { canStartAt: { details: { fields: { survivor: "survivor", level: "word" } } } },
};

/** The words of its command, refusal and decision (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.canStartAt": "{{survivor}} starts at {{level}}",
    "command.canStartAt_false": "{{survivor}} starts at Blue, as usual",
    "decision.canStartAt": "Can start at a Danger Level: do the players agree?",
    "details.canStartAt":
      "Every player is asked: if all agree, {{survivor}} begins at the first Experience of {{level}} (and takes its skills); one no keeps it at Blue.",
    "word.level_yellow": "Yellow",
    "word.level_orange": "Orange",
    "word.level_red": "Red",
    "refusal.level_not_offered": "That survivor has no such Danger Level to start at.",
  },
  "pt-BR": {
    "command.canStartAt": "{{survivor}} começa no {{level}}",
    "command.canStartAt_false": "{{survivor}} começa no Azul, como de costume",
    "decision.canStartAt": "Pode começar num Nível de Perigo: os jogadores concordam?",
    "details.canStartAt":
      "Cada jogador responde: se todos concordarem, {{survivor}} começa com a primeira Experiência do {{level}} (e ganha suas habilidades); um não o mantém no Azul.",
    "word.level_yellow": "Amarelo",
    "word.level_orange": "Laranja",
    "word.level_red": "Vermelho",
    "refusal.level_not_offered": "Esse sobrevivente não tem esse Nível de Perigo para começar.",
  },
};
