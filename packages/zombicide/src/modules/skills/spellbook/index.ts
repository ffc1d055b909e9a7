import type { RuleModule } from "../../../kernel/module.ts";

const RULE =
  "black-plague §15 Spellbook (every spell and enchantment in the inventory counts as equipped in Hand)";

/** Spellbook: the cards with a `spell` (combat spells and enchantments) count as held wherever they are carried. */
export const spellbook: RuleModule = {
  id: "spellbook",
  rule: RULE,
  skills: ["spellbook"],
  effects: { spellbook: () => [{ kind: "carriedInHand", field: "spell" }] },
};
