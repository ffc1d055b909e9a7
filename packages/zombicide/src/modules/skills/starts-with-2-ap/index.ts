import { SKILL_RULES } from "../../../game/skills/rules.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** The starts-with-2-ap skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const startsWith2Ap: RuleModule = {
  id: "starts-with-2-ap",
  rule: SKILL_RULES.startsWith,
  skills: ["starts-with-2-ap"],
  effects: { "starts-with-2-ap": () => [{ kind: "startsWith", adrenaline: 2 }] },
};
