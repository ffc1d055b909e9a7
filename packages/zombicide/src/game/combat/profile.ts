import type { Attack, EquipmentCard } from "@horda/content";
import { rulesOf } from "../../kernel/registry.ts";
import { type CardUid, cardData } from "../cards.ts";
import { skillsOf } from "../skills/effects.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";

export type CombatMode = "melee" | "ranged";

/** How many of the survivor's skills are `base` for this kind of Action ("<skill>:melee", "<skill>:combat"). */
export function skillBonus(
  state: ZombicideState,
  s: SurvivorState,
  base: string,
  mode: CombatMode,
  weapons: readonly CardUid[] = [],
): number {
  let n = 0;
  let kind: string | null = null;
  for (const k of skillsOf(state, s))
    if (k.length > base.length && k.charCodeAt(base.length) === 58 && k.startsWith(base)) {
      kind ??= attackKindOf(state, mode, weapons);
      const param = k.slice(base.length + 1);
      if (param === kind || param === "combat") n++;
    }
  return n;
}

/** The kind the [Type] skills read for an attack: a module's own (a spell's), else its mode. */
export function attackKindOf(state: ZombicideState, mode: CombatMode, weapons: readonly CardUid[]): string {
  if (weapons.length === 0) return mode;
  return rulesOf(state).hooks.attackKind({ state, mode, weapons }) ?? mode;
}

/** The card's attack used by a Melee or a Ranged Action (a Molotov is thrown with a Ranged Action). */
export function attackFor(card: EquipmentCard | undefined, mode: CombatMode): Attack | undefined {
  return card?.attacks?.find((a) => (mode === "melee" ? a.mode === "melee" : a.mode !== "melee"));
}

/** May two copies in the Hands attack together: the Dual mark, or a rule that makes the weapon Dual. */
export function dualAllowed(
  state: ZombicideState,
  s: SurvivorState,
  uid: CardUid,
  mode: CombatMode,
): boolean {
  if (cardData(state, uid)?.dual) return true;
  return rulesOf(state).hooks.dualAllowed({ state, survivor: s, mode, weapons: [uid] });
}

export interface AttackProfile {
  readonly attack: Attack;
  readonly dice: number;
  readonly accuracy: number;
  readonly rollBonus: number;
  readonly damage: number;
  readonly range: readonly [number, number];
}

/**
 * The numbers one Action uses (§6): the card's dice (per weapon), accuracy never better than 2+, its Damage
 * and Range; then the modules' `attackProfile` hooks (more dice, Damage, Range...). `count`: the
 * dice are the Zombies counted in the target Zone (a module's `countZombies`), one set whatever the weapons.
 */
export function attackProfile(
  state: ZombicideState,
  s: SurvivorState,
  weapons: readonly CardUid[],
  mode: CombatMode,
  count?: number,
): AttackProfile | undefined {
  const card = cardData(state, weapons[0] as CardUid);
  const attack = attackFor(card, mode);
  if (!attack) return undefined;
  const base: AttackProfile =
    attack.mode === "molotov"
      ? { attack, dice: 0, accuracy: 0, rollBonus: 0, damage: 0, range: attack.range }
      : {
          attack,
          dice: count ?? attack.dice * weapons.length,
          accuracy: Math.max(2, attack.accuracy),
          rollBonus: 0,
          damage: attack.damage,
          range: attack.range,
        };
  const sets = count === undefined ? weapons.length : 1;
  return rulesOf(state).hooks.attackProfile({ state, survivor: s, mode, weapons, sets }, base);
}
