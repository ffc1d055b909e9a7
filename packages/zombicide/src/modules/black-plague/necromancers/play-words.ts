import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the Spawn Zone choice after a Necromancer's death reads (its button, decision and refusal). */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: { removeSpawnZone: {} },
  refusals: ["no_spawn_zone"],
  decisions: { removeSpawnZone: { details: { fields: { by: "survivor" } } } },
};

export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.removeSpawnZone": "Remove the Spawn Zone in {{zone}}",
    "decision.removeSpawnZone": "A Necromancer is dead: remove a Spawn Zone",
    "details.removeSpawnZone":
      "{{by}} killed a Necromancer: choose the Spawn Zone that goes (its own may be the one).",
    "refusal.no_spawn_zone": "There is no Spawn token in that Zone.",
  },
  "pt-BR": {
    "command.removeSpawnZone": "Remover a Zona de Entrada em {{zone}}",
    "decision.removeSpawnZone": "Um Necromante morreu: remova uma Zona de Entrada",
    "details.removeSpawnZone":
      "{{by}} matou um Necromante: escolha a Zona de Entrada que sai (pode ser a dele).",
    "refusal.no_spawn_zone": "Não há ficha de Entrada nessa Zona.",
  },
};
