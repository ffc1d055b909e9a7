import { skillBonus } from "../../../game/combat/profile.ts";
import type { CombatStep } from "../../../game/combat/step.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { survivorById } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";

export const ROLL_6_DAMAGE_RULE =
  "core-2e §10 Roll 6: +1 Damage [Action] (+1 Damage for each 6 rolled; after re-rolls)";

const SIX = 6;

/**
 * Roll 6: +1 Damage (§10), after the re-rolls and after Roll 6: +1 die (the profile's order): 1 more Damage
 * per 6 among all the dice. A 6 is the die as rolled, before "+1 to dice roll" (?).
 */
export function rollSixDamage(
  ctx: { readonly events: ZombicideEvent[] },
  state: ZombicideState,
): ZombicideState {
  const c = state.combat as CombatStep;
  const s = survivorById(state, c.attacker) as SurvivorState;
  const perSix = skillBonus(state, s, "roll-6-plus-1-damage", c.mode, c.weapons);
  const sixes = c.dice.filter((d) => d === SIX).length;
  if (perSix === 0 || sixes === 0) return state;
  const damage = c.damage + sixes * perSix;
  ctx.events.push({
    type: "DamageRaised",
    survivor: s.id,
    skill: `roll-6-plus-1-damage:${c.mode}`,
    damage,
    rule: ROLL_6_DAMAGE_RULE,
  });
  return { ...state, combat: { ...c, damage } };
}
