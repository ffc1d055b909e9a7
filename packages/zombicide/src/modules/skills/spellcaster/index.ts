import type { RuleModule } from "../../../kernel/module.ts";

const RULE =
  "black-plague §15 Spellcaster (one free Action per Turn, for a Magic or an Enchantment Action only)";

/**
 * Spellcaster: a free Action of the "spell" type, which the Magic and the Enchantment Actions are paid with
 * (their modules' `actionKinds`).
 */
export const spellcaster: RuleModule = {
  id: "spellcaster",
  rule: RULE,
  skills: ["spellcaster"],
  effects: { spellcaster: () => [{ kind: "extraAction", for: "spell", skill: "spellcaster", rule: RULE }] },
};
