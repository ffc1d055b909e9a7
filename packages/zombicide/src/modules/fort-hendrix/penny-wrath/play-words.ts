import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the penny-wrath module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { pennyWrath: { fields: { weapon: "card" }, variant: "mode" } },
  refusals: ["cannot_use_wrath"],
};

/** The words of its commands, refusals and decisions (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.pennyWrath": "Penny's wrath: shoot {{zone}} with {{weapon}} from the Backpack (free)",
    "command.pennyWrath_melee": "Penny's wrath: attack with {{weapon}} from the Backpack (free)",
    "refusal.cannot_use_wrath": "Penny's wrath cannot be used now (her Leader, once per Turn).",
  },
  "pt-BR": {
    "command.pennyWrath": "Fúria de Penny: atirar em {{zone}} com {{weapon}} da Mochila (grátis)",
    "command.pennyWrath_melee": "Fúria de Penny: atacar com {{weapon}} da Mochila (grátis)",
    "refusal.cannot_use_wrath":
      "A fúria de Penny não pode ser usada agora (o Líder dela, uma vez por Turno).",
  },
};
