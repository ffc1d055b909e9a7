import { startAttack } from "../../../game/combat/start.ts";
import type { Continuation } from "../../../kernel/continuation.ts";
import { type RuleModule, taskRunner } from "../../../kernel/module.ts";
import { combatReflexes, offerCombatReflexes } from "./combat-reflexes.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";
import { RULE } from "./rule.ts";

/** The combat-reflexes skill (§10): its command checks who holds it. */
export const combatReflexesSkill: RuleModule = {
  id: "combat-reflexes",
  ...PLAY,
  rule: RULE,
  skills: ["combat-reflexes"],
  commands: [combatReflexes],
  continuations: {
    // A reaction answered while other decisions or another attack were open runs when they are done; its
    // target may be gone by then (an earlier reaction killed them all): then there is nothing to attack.
    reaction: taskRunner<Extract<Continuation, { kind: "reaction" }>>((state, step, events) => {
      const started = startAttack(state, step.mode, { ...step, reaction: true });
      if (!started.ok) return state;
      events.push(...started.value.events);
      return started.value.state;
    }),
  },
  hooks: { afterSpawn: (ctx, state) => offerCombatReflexes(state, ctx.zone, ctx.card) },
  words: PLAY_WORDS,
};
