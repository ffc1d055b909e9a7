import { type CardUid, cardData } from "../../../game/cards.ts";
import { burnZone } from "../../../game/combat/molotov.ts";
import { hitsOf } from "../../../game/combat/resolve.ts";
import type { CombatStep } from "../../../game/combat/step.ts";
import { belowCardLevel } from "../../../game/danger.ts";
import { replaceSurvivor, survivorById } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import type { RuleModule } from "../../../kernel/module.ts";
import { EVENTS, WORDS } from "./events.ts";

export const MAGIC_EQUIPMENT_RULE =
  "black-plague §12 Wulfsburg Magic Equipment (a Survivor below the card's Danger Level cannot use it; the levels per card from a digital adaptation, unverified)";
const HEAL_RULE =
  "black-plague §14.3 Vampire Crossbow (its wielder heals a Wound per kill; from a digital adaptation, unverified)";
const CHAOS_RULE =
  "black-plague §14.3 Chaos Longbow (4 hits or more in one roll light Dragon Fire in the target Zone; from a digital adaptation, unverified)";

const hasTrait = (state: ZombicideState, uid: CardUid, t: "heal-on-kill" | "dragon-fire-on-4-hits") =>
  cardData(state, uid)?.traits?.includes(t) ?? false;

/**
 * Wulfsburg's magic equipment: the Danger Level a card asks before it attacks (`minDangerLevel`), the Vampire
 * Crossbow's healing kills and the Chaos Longbow's Dragon Fire. (Chain Lightning and the Storm Bow chain their 6s
 * through the Roll 6: +1 die rule; the Flaming Great Sword and the Dragon Fire Blade light fire with the Dragon
 * Bile module's `dragonFire` command.)
 */
export const magicEquipment: RuleModule = {
  id: "wulfsburg-equipment",
  rule: MAGIC_EQUIPMENT_RULE,
  cardEffects: ["heal-on-kill", "dragon-fire-on-4-hits"],
  refusals: ["below_danger_level"],
  events: EVENTS,
  words: WORDS,
  hooks: {
    attackRefused: ({ state, survivor, weapons }) => {
      for (const u of weapons) {
        const why = belowCardLevel(cardData(state, u), survivor);
        if (why) return { code: "below_danger_level", why, rule: MAGIC_EQUIPMENT_RULE };
      }
      return undefined;
    },
    zombiesKilled: ({ killed, by, events }, state) => {
      const c = state.combat;
      if (!c || c.attacker !== by || killed.length === 0) return state;
      const card = c.weapons.find((u) => hasTrait(state, u, "heal-on-kill"));
      const s = survivorById(state, by);
      if (!card || !s || s.wounds === 0) return state;
      const wounds = Math.min(s.wounds, killed.length);
      events.push({ type: "KillsHealed", survivor: by, card, wounds, rule: HEAL_RULE });
      return replaceSurvivor(state, { ...s, wounds: s.wounds - wounds } as SurvivorState);
    },
    afterRoll: ({ events }, state) => {
      const c = state.combat as CombatStep | null;
      if (!c) return state;
      const card = c.weapons.find((u) => hasTrait(state, u, "dragon-fire-on-4-hits"));
      const hits = card ? hitsOf(c) : 0;
      if (!card || hits < 4) return state;
      events.push({ type: "ChaosFire", survivor: c.attacker, card, zone: c.zone, hits, rule: CHAOS_RULE });
      // Everything in the Zone burns; the roll has nothing left to hit.
      const burnt = burnZone(state, c.attacker, c.zone, events);
      return { ...burnt, combat: { ...(burnt.combat as CombatStep), dice: [], redDice: [] } };
    },
  },
};
