import type { ZoneId } from "../../../game/types.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";

export const DOUBLE_SPAWN_RULE =
  "rio mission M6 Double Spawn: always reveal 2 Zombie cards for the Green Spawn Zone";

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-mission-m6-double-spawn-always-reveal-2-zombie-cards-for-the-green-spawn-zone":
      "rio mission M6 Double Spawn: always reveal 2 Zombie cards for the Green Spawn Zone",
  },
  "pt-BR": {
    "rule.rio-mission-m6-double-spawn-always-reveal-2-zombie-cards-for-the-green-spawn-zone":
      "rio, missão M6 Invasão dupla: sempre revele 2 cartas de Zumbi para a Zona de Invasão Verde",
  },
};

/** M6's Double Spawn: each Green Spawn Zone draws twice in the Spawn Step (its second card right after the first). */
export const doubleSpawn: RuleModule = {
  id: "double-spawn",
  rule: DOUBLE_SPAWN_RULE,
  hooks: {
    spawnZones: ({ state }, zones) => {
      const green = new Set(state.spawns.filter((s) => s.colour === "green").map((s) => s.zone));
      if (green.size === 0) return zones;
      const out: ZoneId[] = [];
      for (const z of zones) out.push(...(green.has(z) ? [z, z] : [z]));
      return out;
    },
  },
  words: joinWords(
    {
      en: { name: "Double Spawn", summary: "The Green Spawn Zone draws 2 Zombie cards." },
      "pt-BR": { name: "Invasão Dupla", summary: "A Zona de Invasão Verde compra 2 cartas de Zumbi." },
    },
    CITED,
  ),
};
