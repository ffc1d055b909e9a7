import { skillBonus } from "../combat/profile.ts";
import type { CombatStep } from "../combat/step.ts";
import { targetPriority, zombiesInZone } from "../combat/targets.ts";
import type { ZombicideEvent } from "../events.ts";
import { survivorById } from "../survivors.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";
import { splitKey, zombieType } from "../zombies/lookup.ts";
import { SKILL_RULES } from "./rules.ts";

/**
 * Reaper: [Action] (§10): once per Action, one hit also kills a second identical Zombie in the same Zone. The
 * engine takes the twin of the killed Zombie first in the Targeting Priority Order (engine choice (?)): the
 * zombie killed with the hits are `killed`. Returns the extra zombie to kill, or null.
 */
export function reaperTwin(state: ZombicideState, killed: readonly string[]): string | null {
  const c = state.combat as CombatStep;
  const s = survivorById(state, c.attacker) as SurvivorState;
  if (killed.length === 0 || skillBonus(state, s, "reaper", c.mode) === 0) return null;
  const dead = state.zombies.filter((z) => killed.includes(z.id));
  const left = zombiesInZone(state, c.zone).filter((z) => !killed.includes(z.id));
  const twins = dead
    .map((d) =>
      left.find((z) => splitKey(z) === splitKey(d) && zombieType(state, z).damageToKill <= c.damage),
    )
    .filter((z) => z !== undefined);
  if (twins.length === 0) return null;
  twins.sort((a, b) => targetPriority(state, a) - targetPriority(state, b));
  return (twins[0] as NonNullable<(typeof twins)[0]>).id;
}

export function reaperEvent(state: ZombicideState, events: ZombicideEvent[]): void {
  const c = state.combat as CombatStep;
  events.push({
    type: "SkillUsed",
    survivor: c.attacker,
    skill: `reaper:${c.mode}`,
    rule: SKILL_RULES.reaper,
  });
}
