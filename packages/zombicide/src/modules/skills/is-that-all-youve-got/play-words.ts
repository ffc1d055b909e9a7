import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the is-that-all-youve-got module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { cancelWounds: { fields: { cards: "cards" }, variant: "cards", variantBy: "presence" } },
  refusals: ["too_many_cards"],
  decisions: { cancelWounds: {} },
};

/** The words of its commands, refusals and decisions (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.cancelWounds_some": "Discard {{cards}} to cancel as many wounds",
    "command.cancelWounds_none": "Take the wounds",
    "decision.cancelWounds": "cancel the wounds?",
    "refusal.too_many_cards": "Too many cards for that.",
  },
  "pt-BR": {
    "command.cancelWounds_some": "Descartar {{cards}} para cancelar o mesmo número de Ferimentos",
    "command.cancelWounds_none": "Levar os Ferimentos",
    "decision.cancelWounds": "cancelar os Ferimentos?",
    "refusal.too_many_cards": "Cartas demais para isso.",
  },
};
