import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the Lock it down command reads and the refusal it brings. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals"> = {
  commandWords: { lockItDown: {} },
  refusals: ["cannot_lock_door"],
};

/** The skill's name and summary, its command and refusal words. */
export const PLAY_WORDS: ModuleWords = {
  en: {
    name: "Lock it down",
    summary: "For 1 Action, shuts an open door of its Zone; opening it again spawns nothing.",
    "command.lockItDown": "Lock door {{door}} down",
    "refusal.cannot_lock_door": "That door cannot be locked down now.",
  },
  "pt-BR": {
    name: "Trancar",
    summary: "Por 1 Ação, fecha uma porta aberta da sua Zona; abri-la de novo não faz Zumbis aparecerem.",
    "command.lockItDown": "Trancar a porta {{door}}",
    "refusal.cannot_lock_door": "Essa porta não pode ser trancada agora.",
  },
};
