import { cardData } from "../../../game/cards.ts";
import { rollDice } from "../../../game/combat/dice.ts";
import { inventoryOf } from "../../../game/inventory.ts";
import { survivorById } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { loseHealth } from "../../../game/wounds.ts";
import type { RuleModule } from "../../../kernel/module.ts";
import { EVENTS, WORDS } from "./events.ts";

export const ARMOUR_RULE =
  "black-plague §6.6 Armor rolls (one die per Wound from a Zombie, each at the Armor value or more cancels it; Abominations' Wounds ignore Armor)";

/**
 * The best Armour value the survivor wears: an Armour card anywhere in its inventory (Horda has no Body slot
 * yet), a Shield only in a Hand. Lower is better (3+ beats 5+). Null: none.
 */
export function armourValue(state: ZombicideState, s: SurvivorState): number | null {
  let best: number | null = null;
  const hands = new Set(s.hands.filter((u) => u !== null));
  for (const uid of inventoryOf(s)) {
    const armour = cardData(state, uid)?.armour;
    if (!armour || (armour.shield && !hands.has(uid))) continue;
    if (best === null || armour.value < best) best = armour.value;
  }
  return best;
}

/**
 * Wounds from Zombies land after an Armour roll: one die per Wound that a type without `ignoresArmour` dealt,
 * each at the Armour value or more cancels its Wound. Other Wounds (Dragon Fire, Friendly Fire) land as they are.
 */
export const armour: RuleModule = {
  id: "armour",
  rule: ARMOUR_RULE,
  events: EVENTS,
  words: WORDS,
  hooks: {
    woundsLand: ({ state, survivor, wounds, cause, events }) => {
      if (cause.source !== "zombie") return undefined;
      const s = survivorById(state, survivor);
      if (!s) return undefined;
      const value = armourValue(state, s);
      if (value === null) return undefined;
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
      const [dice, next] = rollDice(state, rolled);
      const saved = dice.filter((d) => d >= value).length;
      events.push({ type: "ArmourRolled", survivor, value, dice, saved, pierced, rule: ARMOUR_RULE });
      return loseHealth(next, survivor, wounds - saved, events, cause);
    },
  },
};
