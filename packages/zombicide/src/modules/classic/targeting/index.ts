import type { RuleModule } from "../../../kernel/module.ts";

export const CLASSIC_TARGETING_RULE =
  "classic §5d Targeting priority (survivors in the zone first, then Walkers, Fatties and Abominations, Runners)";

const WHY = "the survivors in the zone are hit first";

/**
 * Season 1's Ranged targeting: the hits go to the survivors in the target zone (never the shooter) until each
 * is eliminated, and only then to the zombies, in the types' order (the pack's `targetingPriority`: Walker,
 * Fatty/Abomination, Runner). Missed dice hit nobody. Free targeting (Sniper, a Scope) skips the survivors.
 */
export const classicTargeting: RuleModule = {
  id: "classic-targeting",
  rule: CLASSIC_TARGETING_RULE,
  hooks: {
    survivorsHitFirst: () => ({ why: WHY, rule: CLASSIC_TARGETING_RULE }),
  },
  words: {
    en: {
      name: "Survivors first",
      summary: "Ranged hits go to the other survivors in the target zone first, then to the zombies.",
      why: WHY,
    },
    "pt-BR": {
      name: "Sobreviventes primeiro",
      summary:
        "Acertos à distância vão primeiro para os outros Sobreviventes na Zona alvo, depois para os Zumbis.",
      why: "os Sobreviventes na Zona são atingidos primeiro",
    },
  },
};
