import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the Magic Action reads (buttons, the log) and the refusals it brings. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { magic: { fields: { weapon: "card" }, wraps: { dual: "wrap.dual" }, group: true } },
  refusals: ["not_a_spell", "spell_needs_magic"],
};

export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.magic": "Cast {{weapon}} at {{zone}}",
    "group.magic": "Cast {{weapon}}",
    "wrap.dual": "{{what}} (both, dual)",
    "refusal.not_a_spell": "A Magic Action casts a combat spell.",
    "refusal.spell_needs_magic": "A combat spell is cast with a Magic Action.",
  },
  "pt-BR": {
    "command.magic": "Lançar {{weapon}} em {{zone}}",
    "group.magic": "Lançar {{weapon}}",
    "wrap.dual": "{{what}} (os dois, duplos)",
    "refusal.not_a_spell": "Uma Ação de Magia lança um feitiço de combate.",
    "refusal.spell_needs_magic": "Um feitiço de combate é lançado com uma Ação de Magia.",
  },
};
