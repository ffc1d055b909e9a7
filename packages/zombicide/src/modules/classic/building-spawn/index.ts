import type { RuleModule } from "../../../kernel/module.ts";

export const CLASSIC_BUILDING_SPAWN_RULE =
  "classic §5c Building spawn (a Zombie card for every room when the building first opens)";

/** Season 1: opening a building for the first time draws a Zombie card for every room, not only the dark ones. */
export const classicBuildingSpawn: RuleModule = {
  id: "classic-building-spawn",
  rule: CLASSIC_BUILDING_SPAWN_RULE,
  hooks: {
    buildingSpawnZones: ({ rooms }) => rooms,
  },
  words: {
    en: { name: "Every room spawns", summary: "A building opened for the first time spawns in every room." },
    "pt-BR": {
      name: "Todo cômodo gera Zumbis",
      summary: "Um prédio aberto pela primeira vez gera Zumbis em todos os cômodos.",
    },
  },
};
