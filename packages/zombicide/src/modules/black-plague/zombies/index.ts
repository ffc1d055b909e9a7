import type { RuleModule } from "../../../kernel/module.ts";

export const ZOMBIES_RULE =
  "black-plague §7 Zombies (Fatty: Damage 2, spawns alone; Wulfsburg's Zombie Wolfz: 3 Actions, a third Activation after the Runners' and Wolfz' second; the Wolfbomination: an Abomination with 3 Actions)";

/**
 * Black Plague's and Wulfsburg's zombie types. Their rules are their data, which the core plays: `actions` (a
 * third Activation pass for those with 3), `damageToKill`, `targetingPriority` (Walker first), `ignoresArmour`.
 */
export const blackPlagueZombies: RuleModule = {
  id: "black-plague-zombies",
  rule: ZOMBIES_RULE,
  zombieTypes: ["fatty", "wolfz", "wolfbomination"],
  // Plenty of Arrows / Bolts: the core re-rolls a weapon by its ammunition's trait (`reroll-<ammo>`).
  cardEffects: ["reroll-arrows", "reroll-bolts"],
  words: {
    en: {
      name: "Black Plague zombies",
      summary: "Fatties, Zombie Wolfz (3 Actions) and the Wolfbomination.",
    },
    "pt-BR": {
      name: "Zumbis do Black Plague",
      summary: "Balofos, Lobos Zumbis (3 Ações) e a Lobominação.",
    },
  },
};
