import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the taunt module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { taunt: { group: true } },
  refusals: ["cannot_taunt"],
};

/** The words of its commands, refusals and decisions (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.taunt": "Taunt the zombies in {{zone}}",
    "group.taunt": "Taunt",
    "refusal.cannot_taunt": "Taunt cannot be used there now.",
  },
  "pt-BR": {
    "command.taunt": "Provocar os zumbis em {{zone}}",
    "group.taunt": "Provocar",
    "refusal.cannot_taunt": "Provocar não pode ser usado ali agora.",
  },
};
