import type { RuleModule } from "../../../kernel/module.ts";

const RULE = "core-2e §10 Dual expert (one free Combat Action while holding Dual weapons, only with them)";

/** The dual-expert skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const dualExpert: RuleModule = {
  id: "dual-expert",
  rule: RULE,
  skills: ["dual-expert"],
  effects: { "dual-expert": () => [{ kind: "extraAction", for: "dual", skill: "dual-expert", rule: RULE }] },
};
