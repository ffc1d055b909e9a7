import type { RuleModule } from "../../../kernel/module.ts";
import { drinkMateTea, MATE_TEA, MATE_TEA_RULE } from "./mate-tea.ts";
import { RPG, RPG_AMMO, rpgWithoutAmmo, spendRpgAmmo } from "./rpg.ts";
import { EVENTS, PLAY, WORDS } from "./words.ts";

/**
 * Rio Z Janeiro's Equipment cards with a rule of their own (each acts only for who holds it, so the module is
 * always on in the 2e profile): Mate Tea, discarded for 2 extra Actions; the RPG, whose every attack needs and
 * spends an RPG Ammo card, shuffled back into the Equipment deck.
 */
export const rioEquipment: RuleModule = {
  id: "rio-equipment",
  ...PLAY,
  rule: MATE_TEA_RULE,
  commands: [drinkMateTea],
  cardEffects: [MATE_TEA, RPG, RPG_AMMO],
  hooks: {
    attackRefused: rpgWithoutAmmo,
    combatResolved: spendRpgAmmo,
  },
  events: EVENTS,
  words: WORDS,
};
