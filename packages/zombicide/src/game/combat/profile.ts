import type { Attack, EquipmentCard } from "@horda/content";
import { type CardUid, cardData } from "../cards.ts";
import { baseDamage } from "../skills/combat.ts";
import { skillsOf } from "../skills/effects.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";

export type CombatMode = "melee" | "ranged";

/** How many of the survivor's skills are `base` for this kind of Action ("plus-1-die:melee", ":combat"). */
export function skillBonus(state: ZombicideState, s: SurvivorState, base: string, mode: CombatMode): number {
  return skillsOf(state, s).filter((k) => k === `${base}:${mode}` || k === `${base}:combat`).length;
}

/** The card's attack used by a Melee or a Ranged Action (a Molotov is thrown with a Ranged Action). */
export function attackFor(card: EquipmentCard | undefined, mode: CombatMode): Attack | undefined {
  return card?.attacks?.find((a) => (mode === "melee" ? a.mode === "melee" : a.mode !== "melee"));
}

/** May two copies in the Hands attack together: the Dual mark, or a skill that makes every weapon Dual. */
export function dualAllowed(
  state: ZombicideState,
  s: SurvivorState,
  uid: CardUid,
  mode: CombatMode,
): boolean {
  if (cardData(state, uid)?.dual) return true;
  const skills = skillsOf(state, s);
  return (
    skills.includes("ambidextrous") ||
    (mode === "ranged" && skills.includes("gunslinger")) ||
    (mode === "melee" && skills.includes("swordmaster"))
  );
}

export interface AttackProfile {
  readonly attack: Attack;
  readonly dice: number;
  readonly accuracy: number;
  readonly rollBonus: number;
  readonly damage: number;
  readonly range: readonly [number, number];
  /** Sniper (skill, or the weapon's equipment skill): targets chosen freely, no Friendly Fire. */
  readonly sniper: boolean;
}

/**
 * The numbers one Action uses (§6, §10): the card's dice (per weapon, "+1 die" on each), accuracy never
 * better than 2+, "+1 to dice roll", "+1 Damage", "+1 max Range", Sniper.
 */
export function attackProfile(
  state: ZombicideState,
  s: SurvivorState,
  weapons: readonly CardUid[],
  mode: CombatMode,
): AttackProfile | undefined {
  const card = cardData(state, weapons[0] as CardUid);
  const attack = attackFor(card, mode);
  if (!attack) return undefined;
  const skills = skillsOf(state, s);
  const pointBlank = mode === "ranged" && skills.includes("point-blank");
  const range: [number, number] = [
    pointBlank ? 0 : attack.range[0],
    attack.range[1] + (mode === "ranged" ? skills.filter((k) => k === "plus-1-max-range").length : 0),
  ];
  const sniper = skills.includes("sniper") || (card?.skills ?? []).includes("sniper");
  if (attack.mode === "molotov")
    return { attack, dice: 0, accuracy: 0, rollBonus: 0, damage: 0, range, sniper };
  return {
    attack,
    dice: (attack.dice + skillBonus(state, s, "plus-1-die", mode)) * weapons.length,
    accuracy: Math.max(2, attack.accuracy),
    rollBonus: skillBonus(state, s, "plus-1-to-dice-roll", mode),
    damage: baseDamage(skills, mode, attack.damage) + skillBonus(state, s, "plus-1-damage", mode),
    range,
    sniper,
  };
}
