import { cardData } from "../../../game/cards.ts";
import { inventoryOf } from "../../../game/inventory.ts";
import { survivorById } from "../../../game/survivors.ts";
import type { RuleModule } from "../../../kernel/module.ts";
import { loseCards } from "../../advanced/lose-cards.ts";
import { EVENTS, WORDS } from "./events.ts";

const TRAIT = "ignore-breaks";
export const REPAIR_KIT_RULE =
  "Fort Hendrix, Military Equipment: Repair Kit (discard it to ignore all Break results of a single Attack roll; usable in the Backpack)";

/**
 * The Repair Kit (Fort Hendrix Military deck; the Campaign Skill "Starts with a Repair Kit" gives one): when an
 * attack's roll shows Breaks that no free skill ignored, the attacker discards a Repair Kit from anywhere in the
 * inventory and the roll's Breaks are ignored. Horda uses it whenever there is one (the card's "may" is not asked,
 * as for the Break skills); the profile lists it after Ignore 1 Break (free) and before Spare parts (a weapon lost).
 */
export const repairKit: RuleModule = {
  id: "repair-kit",
  rule: REPAIR_KIT_RULE,
  cardEffects: [TRAIT],
  events: EVENTS,
  words: WORDS,
  hooks: {
    breaksRolled: (ctx, value) => {
      if (value.breaks === 0) return value;
      const s = survivorById(value.state, ctx.step.attacker);
      const kit = s && inventoryOf(s).find((u) => cardData(value.state, u)?.traits?.includes(TRAIT));
      if (!s || !kit) return value;
      ctx.events.push({
        type: "RepairKitUsed",
        survivor: s.id,
        card: kit,
        breaks: value.breaks,
        rule: REPAIR_KIT_RULE,
      });
      return { state: loseCards(value.state, s, [kit]), breaks: 0 };
    },
  },
};
