import type { RuleModule } from "../../../kernel/module.ts";
import { MATCHING_SET_RULE, matchingSet } from "./matching-set.ts";

/** The matching-set skill (§10): a Dual card found in a Search brings its second copy (search effects). */
export const matchingSetSkill: RuleModule = {
  id: "matching-set",
  rule: MATCHING_SET_RULE,
  skills: ["matching-set"],
  hooks: { searchFound: matchingSet },
};
