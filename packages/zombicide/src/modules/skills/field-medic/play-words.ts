import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the field-medic module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: {
    fieldMedic: { fields: { heal: "survivor", path: { read: "path", phrase: "phrase.through" } } },
  },
  refusals: ["cannot_heal"],
};

/** The words of its commands, refusals and decisions (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.fieldMedic": "Field medic: heal {{heal}}{{path}}",
    "phrase.through": " (moving through {{path}})",
    "refusal.cannot_heal": "Nobody can be healed here now.",
  },
  "pt-BR": {
    "command.fieldMedic": "Médico de campo: curar {{heal}}{{path}}",
    "phrase.through": " (passando por {{path}})",
    "refusal.cannot_heal": "Ninguém pode ser curado aqui agora.",
  },
};
