import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the Enchantment Action reads (buttons, the log) and the refusals it brings. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: {
    enchant: {
      fields: { card: "card", target: "survivor", path: "path" },
      variant: "path",
      variantBy: "presence",
    },
    transmute: { fields: { card: "card", target: "survivor", discard: "card" } },
  },
  refusals: ["no_enchantment", "cannot_enchant"],
};

export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.enchant_none": "Cast {{card}} on {{target}}",
    "command.enchant_some": "Cast {{card}} on {{target}}: {{path}}",
    "command.transmute": "Cast {{card}} on {{target}}, who gives up {{discard}}",
    "refusal.no_enchantment": "No such enchantment ready in Hand.",
    "refusal.cannot_enchant": "That enchantment cannot be cast on that Survivor now.",
  },
  "pt-BR": {
    "command.enchant_none": "Lançar {{card}} em {{target}}",
    "command.enchant_some": "Lançar {{card}} em {{target}}: {{path}}",
    "command.transmute": "Lançar {{card}} em {{target}}, que entrega {{discard}}",
    "refusal.no_enchantment": "Nenhum encantamento assim pronto na Mão.",
    "refusal.cannot_enchant": "Esse encantamento não pode ser lançado nesse Sobrevivente agora.",
  },
};
