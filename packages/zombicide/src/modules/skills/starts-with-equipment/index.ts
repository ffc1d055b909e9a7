import { SKILL_RULES } from "../../../game/skills/rules.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** The starts-with-equipment skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const startsWithEquipment: RuleModule = {
  id: "starts-with-equipment",
  rule: SKILL_RULES.startsWith,
  skills: ["starts-with-equipment"],
  effects: { "starts-with-equipment": (param) => (param ? [{ kind: "startsWith", card: param }] : []) },
};
