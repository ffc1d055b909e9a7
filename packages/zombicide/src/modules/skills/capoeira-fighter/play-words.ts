import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the capoeira-fighter module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { capoeiraAttack: {} },
};

/** The words of its commands, refusals and decisions (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: { "command.capoeiraAttack": "Capoeira: fight the zombies here" },
  "pt-BR": { "command.capoeiraAttack": "Capoeira: lutar com os zumbis daqui" },
};
