import type { RuleModule } from "../../../kernel/module.ts";
import { destiny } from "./destiny.ts";
import { RULE } from "./rule.ts";

/** The destiny skill (§10): its command checks who holds it. */
export const destinySkill: RuleModule = {
  id: "destiny",
  rule: RULE,
  skills: ["destiny"],
  commands: [destiny],
};
