import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the distributor module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { distributeSpawnCards: { fields: { cards: "zombieCards" }, variant: "auto" } },
  refusals: ["bad_distribution"],
  decisions: {
    distributeSpawnCards: { details: { fields: { survivor: "survivor", cards: "zombieCards" } } },
  },
};

/** The words of its commands, refusals and decisions (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "distribute.zone": "Spawn Zone {{zone}}",
    "distribute.send": "Spawn with these cards",
    "command.distributeSpawnCards": "Spawn Zones in order get {{cards}}",
    "command.distributeSpawnCards_true": "Let the table decide (cards in the order drawn)",
    "decision.distributeSpawnCards": "Distributor",
    "details.distributeSpawnCards":
      "{{survivor}} drew {{cards}}. Give one card to each Spawn Zone, in spawn order:",
    "refusal.bad_distribution": "Give each Zombie card drawn to one Spawn Zone.",
  },
  "pt-BR": {
    "distribute.zone": "Zona de Invasão {{zone}}",
    "distribute.send": "Invadir com estas cartas",
    "command.distributeSpawnCards": "As Zonas de Invasão, em ordem, recebem {{cards}}",
    "command.distributeSpawnCards_true": "Deixar a mesa decidir (cartas na ordem em que saíram)",
    "decision.distributeSpawnCards": "Distribuidor",
    "details.distributeSpawnCards":
      "{{survivor}} comprou {{cards}}. Dê uma carta a cada Zona de Invasão, na ordem de invasão:",
    "refusal.bad_distribution": "Dê cada carta de Zumbi comprada a uma Zona de Invasão.",
  },
};
