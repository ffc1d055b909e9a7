import { cardData } from "../../../game/cards.ts";
import { rollDice } from "../../../game/combat/dice.ts";
import { handCards } from "../../../game/inventory.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import { survivorById } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { loseHealth } from "../../../game/wounds.ts";
import type { RuleModule } from "../../../kernel/module.ts";
import { EVENTS, WORDS } from "./events.ts";

export const ARMOUR_RULE =
  "black-plague §6.6 Armor rolls (Armor worn in the Body slot, or a Shield in Hand: one die per Wound from a Zombie, each at the Armor value or more cancels it; Abominations' Wounds ignore Armor)";

export const SHIELD_RULE =
  "black-plague §6.6 Shield (in Hand: rolls its value without Armor; with Armor, re-rolls the Armor roll once: Horda re-rolls the dice that failed, unverified)";
export const IRON_HIDE_RULE =
  "black-plague §15 Iron hide (without Armor, an Armor roll at 5+; with Armor, +1 to each Armor die, never above 6)";

/** What a survivor rolls against a Zombie's Wounds: the Armour's value, and a Shield's re-roll when both are worn. */
export interface ArmourRoll {
  readonly value: number;
  /** +1 per die (Iron hide with Armour), a 6 staying a 6. */
  readonly bonus: number;
  /** A Shield in Hand besides the Armour: the failed dice are rolled again once. */
  readonly reroll: boolean;
  readonly skill?: string;
}

/**
 * The survivor's Armour roll: the Armour worn in its Body slot, else the best Shield in a Hand (or in the Body slot,
 * for a survivor whose ID card puts its Shield there); Iron hide rolls 5+ with neither and adds 1 with one. Lower is
 * better (3+ beats 5+). Null: no roll. Armour carried elsewhere protects nobody.
 */
export function armourRoll(state: ZombicideState, s: SurvivorState): ArmourRoll | null {
  let worn: number | null = null;
  let shield: number | null = null;
  const ready = [...(s.body ? [s.body] : []), ...handCards(s)];
  for (const uid of ready) {
    const armour = cardData(state, uid)?.armour;
    if (!armour) continue;
    if (armour.shield) {
      if (shield === null || armour.value < shield) shield = armour.value;
    } else if (uid === s.body) worn = armour.value;
  }
  const hide = hasSkill(s, "iron-hide", state);
  const value = worn ?? shield;
  if (value === null) return hide ? { value: 5, bonus: 0, reroll: false, skill: "iron-hide" } : null;
  return {
    value,
    bonus: hide ? 1 : 0,
    reroll: worn !== null && shield !== null,
    ...(hide ? { skill: "iron-hide" } : {}),
  };
}

/**
 * Wounds from Zombies land after an Armour roll: one die per Wound that a type without `ignoresArmour` dealt,
 * each at the Armour value or more cancels its Wound (a Shield with Armour rolls the failed dice again once).
 * Other Wounds (Dragon Fire, Friendly Fire) land as they are.
 */
export const armour: RuleModule = {
  id: "armour",
  rule: ARMOUR_RULE,
  skills: ["iron-hide"],
  skillRules: { "iron-hide": IRON_HIDE_RULE },
  events: EVENTS,
  words: WORDS,
  hooks: {
    woundsLand: ({ state, survivor, wounds, cause, events }) => {
      if (cause.source !== "zombie") return undefined;
      const s = survivorById(state, survivor);
      if (!s) return undefined;
      const roll = armourRoll(state, s);
      if (roll === null) return undefined;
      const { value, bonus } = roll;
      const dealt = (cause as { dealtBy?: Readonly<Record<string, number>> }).dealtBy ?? {};
      let pierced = 0;
      for (const [type, n] of Object.entries(dealt))
        if (state.zombieCatalog.types[type]?.ignoresArmour) pierced += n;
      pierced = Math.min(pierced, wounds);
      const rolled = wounds - pierced;
      if (rolled <= 0) {
        events.push({ type: "ArmourPierced", survivor, wounds, rule: ARMOUR_RULE });
        return loseHealth(state, survivor, wounds, events, cause);
      }
      const holds = (d: number) => Math.min(6, d + bonus) >= value;
      const [dice, next] = rollDice(state, rolled);
      let saved = dice.filter(holds).length;
      const rule = roll.skill ? IRON_HIDE_RULE : ARMOUR_RULE;
      events.push({
        type: "ArmourRolled",
        survivor,
        value,
        dice,
        saved,
        pierced,
        rule,
        ...(roll.skill ? { skill: roll.skill } : {}),
      });
      let after = next;
      const failed = rolled - saved;
      if (roll.reroll && failed > 0) {
        const [again, later] = rollDice(after, failed);
        after = later;
        const more = again.filter(holds).length;
        saved += more;
        events.push({ type: "ArmourRerolled", survivor, value, dice: again, saved: more, rule: SHIELD_RULE });
      }
      return loseHealth(after, survivor, wounds - saved, events, cause);
    },
  },
};
