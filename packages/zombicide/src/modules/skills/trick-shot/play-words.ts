import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the Trick shot command reads and the refusal it brings. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals"> = {
  commandWords: { trickShot: { fields: { weapon: "card", zones: "list" } } },
  refusals: ["cannot_trick_shot"],
};

/** The skill's name and summary, its command and refusal words. */
export const PLAY_WORDS: ModuleWords = {
  en: {
    name: "Trick shot",
    summary:
      "With Dual Ranged weapons (or Dual combat spells), each one may aim at a different Zone, for one Action.",
    "command.trickShot": "Trick shot with {{weapon}} at {{zones}}",
    "refusal.cannot_trick_shot": "That Trick shot is not possible now.",
  },
  "pt-BR": {
    name: "Tiro ousado",
    summary:
      "Com armas À Distância Duplas (ou feitiços de combate Duplos), cada uma pode mirar numa Zona diferente, por uma Ação.",
    "command.trickShot": "Tiro ousado com {{weapon}} em {{zones}}",
    "refusal.cannot_trick_shot": "Esse Tiro ousado não é possível agora.",
  },
};
