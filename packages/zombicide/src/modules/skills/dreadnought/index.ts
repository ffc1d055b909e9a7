import { SKILL_RULES } from "../../../game/skills/rules.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** The dreadnought skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const dreadnought: RuleModule = {
  id: "dreadnought",
  rule: SKILL_RULES.dreadnought,
  skills: ["dreadnought"],
  effects: { dreadnought: (param) => (param ? [{ kind: "ignoreWoundsFrom", type: param }] : []) },
};
