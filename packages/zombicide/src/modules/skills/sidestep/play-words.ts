import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the sidestep module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { sidestep: { variant: "to", variantBy: "presence" } },
  decisions: { sidestep: {} },
};

/** The words of its commands, refusals and decisions (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.sidestep_some": "Sidestep to {{to}}",
    "command.sidestep_none": "Stay put",
    "decision.sidestep": "Sidestep",
  },
  "pt-BR": {
    "command.sidestep_some": "Esquivar para {{to}}",
    "command.sidestep_none": "Ficar onde está",
    "decision.sidestep": "Esquiva",
  },
};
