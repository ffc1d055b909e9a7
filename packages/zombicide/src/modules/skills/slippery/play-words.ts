import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the slippery module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  refusals: ["no_slippery"],
};

/** The words of its commands, refusals and decisions (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: { "refusal.no_slippery": "Slippery is not available for this Move." },
  "pt-BR": { "refusal.no_slippery": "Escorregadio não vale para este Movimento." },
};
