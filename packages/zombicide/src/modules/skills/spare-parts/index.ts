import type { CardUid } from "../../../game/cards.ts";
import { cardData } from "../../../game/cards.ts";
import { attackFor } from "../../../game/combat/profile.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import { survivorById } from "../../../game/survivors.ts";
import type { RuleModule } from "../../../kernel/module.ts";
import { loseCards } from "../../advanced/lose-cards.ts";
import { EVENTS, WORDS } from "./events.ts";

const SPARE = "spare-parts";
const RULE =
  "Fort Hendrix, New Skills: Spare parts (on 1 or more Breaks in a Melee or Ranged Attack, discard a weapon card of that type to ignore them)";

/**
 * Spare parts (Fort Hendrix): when an attack's roll shows Breaks, the survivor discards another weapon card of the
 * attack's type (Melee or Ranged) from its inventory and the Breaks are ignored. Horda discards the first such
 * card in the Backpack, else in a Hand, whenever there is one (the book's "may" is not asked).
 */
export const spareParts: RuleModule = {
  id: SPARE,
  rule: RULE,
  skills: [SPARE],
  events: EVENTS,
  words: WORDS,
  hooks: {
    breaksRolled: (ctx, value) => {
      if (value.breaks === 0) return value;
      const s = survivorById(value.state, ctx.step.attacker);
      if (!s || !hasSkill(s, SPARE, value.state)) return value;
      const mode = ctx.step.mode;
      const spare = [...s.backpack, ...s.hands].find(
        (u): u is CardUid =>
          u !== null &&
          !ctx.step.weapons.includes(u) &&
          attackFor(cardData(value.state, u), mode) !== undefined,
      );
      if (!spare) return value;
      ctx.events.push({
        type: "SparePartsUsed",
        survivor: s.id,
        card: spare,
        breaks: value.breaks,
        rule: RULE,
      });
      return { state: loseCards(value.state, s, [spare]), breaks: 0 };
    },
  },
};
