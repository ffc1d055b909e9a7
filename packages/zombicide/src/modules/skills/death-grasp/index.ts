import { backpackSize, inventoryOf } from "../../../game/inventory.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

const SKILL = "death-grasp";

/**
 * Death grasp (Toxic City Mall-era skill, classic §10): a Wounded card taken while the inventory has a free slot
 * costs no Equipment card; it takes the free slot. Only the Wounded cards that find no free slot cost a card
 * each (the Wounds are already on the survivor, so its slots are counted with them).
 */
export const deathGrasp: RuleModule = {
  id: SKILL,
  rule: "classic §10 Death grasp (no Equipment card discarded for a Wounded card while a slot is free)",
  skills: [SKILL],
  hooks: {
    woundCardsPaid: ({ state, survivor }, cards) => {
      if (cards === 0 || !hasSkill(survivor, SKILL, state)) return cards;
      const overflow = inventoryOf(survivor).length - (2 + backpackSize(survivor, state));
      return Math.min(cards, Math.max(0, overflow));
    },
  },
};
