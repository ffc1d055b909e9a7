import type { ModuleWords, RuleModule } from "../../kernel/module.ts";

/** How the food module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { eat: { fields: { card: "card" } } },
  refusals: ["no_food"],
};

/** The words of its commands, refusals and decisions (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: { "command.eat": "Eat {{card}}", "refusal.no_food": "There is no food to eat." },
  "pt-BR": { "command.eat": "Comer {{card}}", "refusal.no_food": "Não há comida para comer." },
};
