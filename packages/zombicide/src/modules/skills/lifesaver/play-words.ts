import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the lifesaver module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { lifesaver: { fields: { pull: "survivors" } } },
  refusals: ["cannot_pull"],
};

/** The words of its commands, refusals and decisions (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.lifesaver": "Lifesaver: pull {{pull}} out of {{from}}",
    "refusal.cannot_pull": "Nobody can be pulled to safety now.",
  },
  "pt-BR": {
    "command.lifesaver": "Salva-vidas: puxar {{pull}} de {{from}}",
    "refusal.cannot_pull": "Ninguém pode ser puxado para um lugar seguro agora.",
  },
};
