import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the rio-companions module's commands read (buttons, the log) and the refusals it brings. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  refusals: ["leader_only"],
};

/** The words of its commands and refusals (`command.<Type>`, `refusal.<code>`). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "refusal.leader_only": "Only that Companion's Leader can take this Objective card.",
  },
  "pt-BR": {
    "refusal.leader_only": "Só o Líder desse Companheiro pode pegar esta carta de Objetivo.",
  },
};
