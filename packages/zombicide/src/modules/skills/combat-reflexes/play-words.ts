import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the combat-reflexes module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: {
    combatReflexes: { fields: { weapon: "card" }, variant: "mode", wraps: { dual: "wrap.dual" } },
  },
  refusals: ["not_the_spawn"],
  decisions: { combatReflexes: { details: { fields: { survivor: "survivor" } } } },
};

/** The words of its commands, refusals and decisions (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.combatReflexes": "Let them come",
    "command.combatReflexes_melee": "Combat reflexes: strike with {{weapon}}",
    "command.combatReflexes_ranged": "Combat reflexes: shoot with {{weapon}}",
    "wrap.dual": "{{what}} (both, dual)",
    "decision.combatReflexes": "Combat reflexes",
    "details.combatReflexes": "Zombies appeared in {{zone}}: {{survivor}} may attack them at once, for free.",
    "refusal.not_the_spawn": "That attack does not reach the zombies that just appeared.",
  },
  "pt-BR": {
    "command.combatReflexes": "Deixar que venham",
    "command.combatReflexes_melee": "Reflexos de combate: golpear com {{weapon}}",
    "command.combatReflexes_ranged": "Reflexos de combate: atirar com {{weapon}}",
    "wrap.dual": "{{what}} (as duas, duplas)",
    "decision.combatReflexes": "Reflexos de combate",
    "details.combatReflexes": "Zumbis apareceram em {{zone}}: {{survivor}} pode atacá-los agora, de graça.",
    "refusal.not_the_spawn": "Esse ataque não alcança os zumbis que acabaram de surgir.",
  },
};
