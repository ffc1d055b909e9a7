import { cardData } from "../../../game/cards.ts";
import { rollDice } from "../../../game/combat/dice.ts";
import { skillBonus } from "../../../game/combat/profile.ts";
import type { CombatStep } from "../../../game/combat/step.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { survivorById } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";

export const ROLL_6_DIE_RULE =
  "core-2e §10 Roll 6: +1 die [Action] (1 more die for each 6, again on each new 6; after re-rolls)";

const SIX = 6;

/**
 * Roll 6: +1 die (§10), once the re-rolls are done: one more die per 6, and on while new 6s come. A 6 is the
 * die as rolled, before "+1 to dice roll" (?).
 */
export function rollSixDie(
  ctx: { readonly events: ZombicideEvent[] },
  state: ZombicideState,
): ZombicideState {
  const c = state.combat as CombatStep;
  const s = survivorById(state, c.attacker) as SurvivorState;
  // The skill's dice, and one per weapon card that carries the same rule (Wulfsburg's Chain Lightning, Storm Bow).
  const fromCards = c.weapons.some((u) => cardData(state, u)?.traits?.includes("roll-6-plus-1-die")) ? 1 : 0;
  const perSix = skillBonus(state, s, "roll-6-plus-1-die", c.mode, c.weapons) + fromCards;
  if (perSix === 0 || c.dice.length === 0) return state;
  let next = state;
  let sixes = c.dice.filter((d) => d === SIX).length;
  const added: number[] = [];
  while (sixes > 0) {
    const [more, rolled] = rollDice(next, sixes * perSix);
    next = rolled;
    added.push(...more);
    sixes = more.filter((d) => d === SIX).length;
  }
  if (added.length === 0) return state;
  ctx.events.push({
    type: "BonusDiceRolled",
    survivor: s.id,
    skill: `roll-6-plus-1-die:${c.mode}`,
    dice: added,
    rule: ROLL_6_DIE_RULE,
  });
  return { ...next, combat: { ...(next.combat as CombatStep), dice: [...c.dice, ...added] } };
}
