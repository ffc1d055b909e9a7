import type { Attack, EquipmentCard } from "@horda/content";
import { type CardUid, cardData } from "../cards.ts";
import { baseDamage } from "../skills/combat.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";

export type CombatMode = "melee" | "ranged";

/** How many of the survivor's skills are `base` for this kind of Action ("plus-1-die:melee", ":combat"). */
export function skillBonus(s: SurvivorState, base: string, mode: CombatMode): number {
  return s.skills.filter((k) => k === `${base}:${mode}` || k === `${base}:combat`).length;
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
  return (
    s.skills.includes("ambidextrous") ||
    (mode === "ranged" && s.skills.includes("gunslinger")) ||
    (mode === "melee" && s.skills.includes("swordmaster"))
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
  const pointBlank = mode === "ranged" && s.skills.includes("point-blank");
  const range: [number, number] = [
    pointBlank ? 0 : attack.range[0],
    attack.range[1] + (mode === "ranged" ? s.skills.filter((k) => k === "plus-1-max-range").length : 0),
  ];
  const sniper = s.skills.includes("sniper") || (card?.skills ?? []).includes("sniper");
  if (attack.mode === "molotov")
    return { attack, dice: 0, accuracy: 0, rollBonus: 0, damage: 0, range, sniper };
  return {
    attack,
    dice: (attack.dice + skillBonus(s, "plus-1-die", mode)) * weapons.length,
    accuracy: Math.max(2, attack.accuracy),
    rollBonus: skillBonus(s, "plus-1-to-dice-roll", mode),
    damage: baseDamage(s, mode, attack.damage) + skillBonus(s, "plus-1-damage", mode),
    range,
    sniper,
  };
}
