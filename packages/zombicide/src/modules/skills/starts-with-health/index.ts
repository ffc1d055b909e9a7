import { SKILL_RULES } from "../../../game/skills/rules.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** The starts-with-health skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const startsWithHealth: RuleModule = {
  id: "starts-with-health",
  rule: SKILL_RULES.startsWith,
  skills: ["starts-with-health"],
  effects: {
    "starts-with-health": (param) => {
      const n = Number(param);
      return Number.isInteger(n) && n > 0 ? [{ kind: "startsWith", health: n }] : [];
    },
  },
};
