import type { ModuleWords, RuleModule } from "../../kernel/module.ts";

/** How the companions module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: {
    rallyCompanion: { fields: { companion: "survivor" } },
    tradeCompanion: { fields: { companion: "survivor", to: "survivor" } },
  },
  refusals: ["cannot_rally", "cannot_trade_companion"],
};

/**
 * The words of its commands, refusals and decisions (`command.<Type>`, `refusal.<code>`...), and what the table
 * notes of it beside a survivor's or a car's name (`note.*`).
 */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "note.companionOf": "Companion of {{leader}}",
    "note.lone": "Companion waiting to be rallied",
    "note.lends": "lends {{skill}}",
    "command.rallyCompanion": "Rally {{companion}}",
    "command.tradeCompanion": "Hand {{companion}} over to {{to}}",
    "refusal.cannot_rally": "That Companion cannot be rallied now.",
    "refusal.cannot_trade_companion": "That Companion cannot be handed over now.",
  },
  "pt-BR": {
    "note.companionOf": "Segue {{leader}}",
    "note.lone": "À espera de um Líder",
    "note.lends": "empresta {{skill}}",
    "command.rallyCompanion": "Reunir {{companion}}",
    "command.tradeCompanion": "Passar {{companion}} para {{to}}",
    "refusal.cannot_rally": "Esse Companheiro não pode ser chamado agora.",
    "refusal.cannot_trade_companion": "Esse Companheiro não pode ser passado agora.",
  },
};
