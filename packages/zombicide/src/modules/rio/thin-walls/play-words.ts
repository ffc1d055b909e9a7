import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the thin-walls module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { breakWall: { fields: { with: "card" } } },
  refusals: ["cannot_break_wall"],
};

/** The words of its commands, refusals and decisions (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.breakWall": "Break the thin wall {{wall}} with {{with}}",
    "refusal.cannot_break_wall":
      "That thin wall cannot be broken now (a thin wall of this Zone, one per tile).",
  },
  "pt-BR": {
    "command.breakWall": "Quebrar a parede fina {{wall}} com {{with}}",
    "refusal.cannot_break_wall":
      "Essa parede fina não pode ser quebrada agora (uma parede fina desta Zona, uma por peça).",
  },
};
