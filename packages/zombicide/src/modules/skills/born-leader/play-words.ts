import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the born-leader module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { bornLeader: { fields: { to: "survivor" } } },
  refusals: ["cannot_lead"],
};

/** The words of its commands, refusals and decisions (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.bornLeader": "Born leader: give {{to}} an Action",
    "refusal.cannot_lead": "Born leader cannot be used now.",
  },
  "pt-BR": {
    "command.bornLeader": "Líder nato: dar uma Ação a {{to}}",
    "refusal.cannot_lead": "Líder nato não pode ser usado agora.",
  },
};
