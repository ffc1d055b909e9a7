import type { RuleModule } from "../../../kernel/module.ts";

const RULE = "core-2e §10 Starts with [X] Health / 2 AP / a [Equipment]";

/** The starts-with-equipment skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const startsWithEquipment: RuleModule = {
  id: "starts-with-equipment",
  rule: RULE,
  skills: ["starts-with-equipment"],
  effects: { "starts-with-equipment": (param) => (param ? [{ kind: "startsWith", card: param }] : []) },
};
