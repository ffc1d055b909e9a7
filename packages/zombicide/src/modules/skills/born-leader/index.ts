import { SKILL_RULES } from "../../../game/skills/rules.ts";
import type { RuleModule } from "../../../kernel/module.ts";
import { bornLeader } from "./born-leader.ts";

/** The born-leader skill (§10): its command checks who holds it. */
export const bornLeaderSkill: RuleModule = {
  id: "born-leader",
  rule: SKILL_RULES.bornLeader,
  skills: ["born-leader"],
  commands: [bornLeader] as unknown as RuleModule["commands"],
};
