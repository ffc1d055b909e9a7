import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the shove module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { shove: { group: true } },
  refusals: ["cannot_shove"],
};

/** The words of its commands, refusals and decisions (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.shove": "Shove the zombies into {{to}}",
    "group.shove": "Shove the zombies",
    "refusal.cannot_shove": "The zombies cannot be shoved from here now.",
  },
  "pt-BR": {
    "command.shove": "Empurrar os zumbis para {{to}}",
    "group.shove": "Empurrar os zumbis",
    "refusal.cannot_shove": "Os zumbis não podem ser empurrados daqui agora.",
  },
};
