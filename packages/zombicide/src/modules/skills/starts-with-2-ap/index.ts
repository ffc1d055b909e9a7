import type { RuleModule } from "../../../kernel/module.ts";

const RULE = "core-2e §10 Starts with [X] Health / 2 AP / a [Equipment]";

/** The starts-with-2-ap skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const startsWith2Ap: RuleModule = {
  id: "starts-with-2-ap",
  rule: RULE,
  skills: ["starts-with-2-ap"],
  effects: { "starts-with-2-ap": () => [{ kind: "startsWith", adrenaline: 2 }] },
};
