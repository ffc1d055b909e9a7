import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the opala-burn module's commands read (buttons, the log) and the refusals it brings. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { burnOpala: {} },
  refusals: ["cannot_burn"],
};

/** The words of its commands and refusals (`command.<Type>`, `refusal.<code>`). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.burnOpala": "Set the Opala on fire",
    "refusal.cannot_burn":
      "The Opala can be set on fire only from a Zone next to it, in the marked location.",
  },
  "pt-BR": {
    "command.burnOpala": "Incendiar o Opala",
    "refusal.cannot_burn": "O Opala só pode ser incendiado de uma Zona vizinha, no local marcado.",
  },
};
