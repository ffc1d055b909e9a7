import type { RuleModule } from "../../../kernel/module.ts";

const BROTHER_IN_ARMS_RULE =
  "core-2e §10 Brother in arms: X (with another Survivor in the Zone, every Survivor there has X)";

/** The brother-in-arms skill (§10): its skill is shared in its Zone (the core's "sharesInZone", `skillsOf`). */
export const brotherInArms: RuleModule = {
  id: "brother-in-arms",
  rule: BROTHER_IN_ARMS_RULE,
  skills: ["brother-in-arms"],
  effects: { "brother-in-arms": (param) => [{ kind: "sharesInZone", skill: param ?? "" }] },
};
