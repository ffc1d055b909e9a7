import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the well-equipped module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { wellEquipped: { fields: { card: "card" } } },
  refusals: ["card_not_offered"],
  decisions: { wellEquipped: {} },
};

/** The words of its commands, refusals and decisions (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.wellEquipped": "Start with {{card}}",
    "decision.wellEquipped": "Well-equipped: the starting card",
    "refusal.card_not_offered": "That card is not one of the choices.",
  },
  "pt-BR": {
    "command.wellEquipped": "Começar com {{card}}",
    "decision.wellEquipped": "Bem Equipado: a carta inicial",
    "refusal.card_not_offered": "Essa carta não é uma das opções.",
  },
};
