import { rollDice } from "../combat/dice.ts";
import { skillBonus } from "../combat/profile.ts";
import type { CombatStep } from "../combat/step.ts";
import type { ZombicideEvent } from "../events.ts";
import { survivorById } from "../survivors.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";
import { SKILL_RULES } from "./rules.ts";

const SIX = 6;

/**
 * "Roll 6" skills (§10), once the re-rolls are done: "+1 die" rolls one more die per 6 and keeps going while
 * new 6s come; "+1 Damage" then adds 1 to the Action's Damage per 6 among all the dice. A 6 is the die as
 * rolled, before "+1 to dice roll" (?).
 */
export function rollSixBonus(state: ZombicideState, events: ZombicideEvent[]): ZombicideState {
  const c = state.combat as CombatStep;
  const s = survivorById(state, c.attacker) as SurvivorState;
  let next = state;
  let dice = [...c.dice];
  const perSix = skillBonus(next, s, "roll-6-plus-1-die", c.mode);
  if (perSix > 0 && dice.length > 0) {
    let sixes = dice.filter((d) => d === SIX).length;
    const added: number[] = [];
    while (sixes > 0) {
      const [more, rolled] = rollDice(next, sixes * perSix);
      next = rolled;
      added.push(...more);
      sixes = more.filter((d) => d === SIX).length;
    }
    if (added.length > 0) {
      dice = [...dice, ...added];
      events.push({
        type: "BonusDiceRolled",
        survivor: s.id,
        skill: `roll-6-plus-1-die:${c.mode}`,
        dice: added,
        rule: SKILL_RULES.roll6Die,
      });
    }
  }
  let damage = c.damage;
  const perSixDamage = skillBonus(next, s, "roll-6-plus-1-damage", c.mode);
  const sixes = dice.filter((d) => d === SIX).length;
  if (perSixDamage > 0 && sixes > 0) {
    damage += sixes * perSixDamage;
    events.push({
      type: "DamageRaised",
      survivor: s.id,
      skill: `roll-6-plus-1-damage:${c.mode}`,
      damage,
      rule: SKILL_RULES.roll6Damage,
    });
  }
  return { ...next, combat: { ...(next.combat as CombatStep), dice, damage, stage: "hits" } };
}
