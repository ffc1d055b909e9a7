import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the destiny module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { destiny: { fields: { card: "card" } } },
  refusals: ["no_destiny"],
};

/** The words of its commands, refusals and decisions (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.destiny": "Destiny: give back {{card}} and draw another",
    "refusal.no_destiny": "There is no card to change with Destiny.",
  },
  "pt-BR": {
    "command.destiny": "Destino: devolver {{card}} e comprar outra",
    "refusal.no_destiny": "Não há carta para trocar com Destino.",
  },
};
