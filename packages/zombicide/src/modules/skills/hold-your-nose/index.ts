import type { RuleModule } from "../../../kernel/module.ts";
import { HOLD_YOUR_NOSE_RULE, holdYourNose as zonesCleared } from "./hold-your-nose.ts";

/** The hold-your-nose skill (§10): a Zone just cleared of Zombies gives its holders an Equipment card. */
export const holdYourNose: RuleModule = {
  id: "hold-your-nose",
  rule: HOLD_YOUR_NOSE_RULE,
  skills: ["hold-your-nose"],
  hooks: { zonesCleared },
};
