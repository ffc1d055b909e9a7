import type { CommandReading, ModuleWords } from "../../../../kernel/module.ts";

/** What a player sees of the barricades: the two commands and their refusals. */
export const PLAY = {
  commandWords: {
    buildBarricade: { fields: {} },
    tearDownBarricade: { fields: { with: "card" } },
  } satisfies Readonly<Record<string, CommandReading>>,
  refusals: ["cannot_build_barricade", "no_barricade"],
} as const;

export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.buildBarricade": "Barricade {{edge}} (3 Actions)",
    "command.tearDownBarricade": "Tear down the barricade at {{edge}} with {{with}}",
    "refusal.cannot_build_barricade":
      "No barricade can be built there now (a marked place of this Zone, no zombies here, 3 Actions at once).",
    "refusal.no_barricade": "There is no barricade at that place of this Zone.",
    "board.place": "Barricade place {{edge}}: {{complete}} of {{needs}} complete, {{incomplete}} started",
    "board.legend":
      "Barricade place: dotted while empty, dashed while too few are complete, solid once it stops movement (not sight)",
  },
  "pt-BR": {
    "command.buildBarricade": "Barricar {{edge}} (3 Ações)",
    "command.tearDownBarricade": "Derrubar a barricada em {{edge}} com {{with}}",
    "refusal.cannot_build_barricade":
      "Não dá para construir barricada aí agora (um local marcado desta Zona, sem Zumbis aqui, 3 Ações de uma vez).",
    "refusal.no_barricade": "Não há barricada nesse local desta Zona.",
    "board.place":
      "Local de barricada {{edge}}: {{complete}} de {{needs}} completas, {{incomplete}} começadas",
    "board.legend":
      "Local de barricada: pontilhado vazio, tracejado enquanto faltam completas, contínuo quando detém o movimento (não a visão)",
  },
};
