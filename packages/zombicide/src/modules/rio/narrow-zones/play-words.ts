import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the narrow-zones module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  refusals: ["narrow_zone", "narrow_zone_full"],
};

/** The words of its commands, refusals and decisions (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "refusal.narrow_zone": "A Narrow Zone cannot be Searched.",
    "refusal.narrow_zone_full": "Every Spot of that Narrow Zone is taken.",
  },
  "pt-BR": {
    "refusal.narrow_zone": "Uma Zona Estreita não pode ser Vasculhada.",
    "refusal.narrow_zone_full": "Todas as Vagas dessa Zona Estreita estão ocupadas.",
  },
};
