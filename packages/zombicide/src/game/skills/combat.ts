import type { SurvivorState, ZombicideState } from "../types.ts";
import { hasSkill } from "./effects.ts";

/**
 * A weapon's Damage before "+1 Damage" (§10): Super strength makes Melee weapons Damage 3; "[Action]: Damage 2"
 * makes Damage 1 weapons of that kind (Combat: both) Damage 2.
 */
export function baseDamage(skills: readonly string[], mode: "melee" | "ranged", damage: number): number {
  if (mode === "melee" && skills.includes("super-strength")) return Math.max(damage, 3);
  if (damage === 1 && (skills.includes(`damage-2:${mode}`) || skills.includes("damage-2:combat"))) return 2;
  return damage;
}

/** Barbarian (Melee) and Full auto (Ranged) let an attack roll one die per Zombie in the target Zone. */
export function countZombiesAllowed(
  state: ZombicideState,
  s: SurvivorState,
  mode: "melee" | "ranged",
): boolean {
  return hasSkill(s, mode === "melee" ? "barbarian" : "full-auto", state);
}
