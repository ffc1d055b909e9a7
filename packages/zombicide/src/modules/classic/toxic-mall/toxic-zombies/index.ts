import { cardData } from "../../../../game/cards.ts";
import type { ZombicideEvent } from "../../../../game/events.ts";
import { inventoryOf } from "../../../../game/inventory.ts";
import { hasSkill } from "../../../../game/skills/effects.ts";
import { survivorById } from "../../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../../game/types.ts";
import { woundSurvivor } from "../../../../game/wounds.ts";
import { joinWords, type RuleModule } from "../../../../kernel/module.ts";
import { rulesOf } from "../../../../kernel/registry.ts";
import { EVENT_WORDS, EVENTS } from "./events.ts";

export const TOXIC_RULE =
  "Toxic City Mall, Toxic Zombies (Toxic Blood Spray: killed in its killer's Zone, it deals 1 Wound, a zombie attack; not from a car)";
const IMMUNITY_RULE =
  "Toxic City Mall, Toxic immunity (a Gas Mask or the skill: immune to Toxic Blood Spray)";
const SPRAY = "toxic-blood-spray";
const IMMUNITY = "toxic-immunity";

/** Why the survivor is immune to the spray (the skill, or a card carrying the trait), or null. */
function immunity(state: ZombicideState, s: SurvivorState): string | null {
  if (hasSkill(s, IMMUNITY, state)) return IMMUNITY;
  const card = inventoryOf(s).find((u) => cardData(state, u)?.traits?.includes(IMMUNITY) ?? false);
  return card ?? null;
}

/**
 * Toxic zombies of every kind (Toxic City Mall; seed 001): the same numbers as their standard kind (the pack's
 * data), shot before the standard kind of their rank (their `targetingPriority`, one less), Toxic Fatties with a
 * Toxic escort (`escort`, the fatty-escort module), and no Extra Activation from other types' cards (their own
 * type id). Melee hits left once the standard zombies are dead go to the Toxic ones (the core's free hits:
 * no hit is held back). This module plays the Blood Spray: a Toxic zombie killed in its killer's Zone deals the
 * killer 1 Wound as a zombie attack; a car's or a Molotov's kill does not (the Molotov burns the Zone anyway).
 */
export const toxicZombies: RuleModule = {
  id: "toxic-zombies",
  rule: TOXIC_RULE,
  zombieTypes: ["toxic-walker", "toxic-fatty", "toxic-runner"],
  cardEffects: [SPRAY, "ignores-standard-extra-activations", IMMUNITY],
  skills: [IMMUNITY],
  skillRules: { [IMMUNITY]: IMMUNITY_RULE },
  hooks: {
    zombiesKilled: ({ killed, by, weapon, events }, state) => {
      if (weapon === "car" || weapon === "molotov") return state;
      let next = state;
      for (const z of killed) {
        if (!(next.zombieCatalog.types[z.type]?.traits?.includes(SPRAY) ?? false)) continue;
        const s = survivorById(next, by);
        if (!s || s.eliminated || s.zone !== z.zone) continue;
        next = spray(next, s, z, events);
      }
      return next;
    },
  },
  events: EVENTS,
  words: joinWords(EVENT_WORDS, {
    en: {
      name: "Toxic zombies",
      summary: "A Toxic zombie killed in its killer's Zone deals 1 Wound (Toxic Blood Spray).",
      [IMMUNITY]: "Toxic immunity",
    },
    "pt-BR": {
      name: "Zumbis Tóxicos",
      summary:
        "Um Zumbi Tóxico morto na Zona de quem o matou inflige 1 Ferimento (Esguicho de Sangue Tóxico).",
      [IMMUNITY]: "Imunidade Tóxica",
    },
  }),
};

function spray(
  state: ZombicideState,
  s: SurvivorState,
  z: { readonly id: string; readonly type: string; readonly zone: string },
  events: ZombicideEvent[],
): ZombicideState {
  const immune = immunity(state, s);
  if (immune) {
    events.push({ type: "ToxicBloodResisted", survivor: s.id, why: immune, rule: IMMUNITY_RULE });
    return state;
  }
  events.push({
    type: "ToxicBloodSprayed",
    survivor: s.id,
    zombie: z.id,
    zombieType: z.type,
    zone: z.zone,
    rule: TOXIC_RULE,
  });
  const cause = { source: "zombie", rule: TOXIC_RULE, zombie: z.type };
  // A zombie attack: a module may ask first (Is that all you've got?), else the Wound lands.
  const asked = rulesOf(state).hooks.beforeWound({ state, survivor: s, wounds: 1, cause });
  return asked ?? woundSurvivor(state, s.id, 1, events, cause);
}
