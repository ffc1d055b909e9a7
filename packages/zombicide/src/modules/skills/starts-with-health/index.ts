import type { RuleModule } from "../../../kernel/module.ts";

const RULE = "core-2e §10 Starts with [X] Health / 2 AP / a [Equipment]";

/** The starts-with-health skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const startsWithHealth: RuleModule = {
  id: "starts-with-health",
  rule: RULE,
  skills: ["starts-with-health"],
  effects: {
    "starts-with-health": (param) => {
      const n = Number(param);
      return Number.isInteger(n) && n > 0 ? [{ kind: "startsWith", health: n }] : [];
    },
  },
};
