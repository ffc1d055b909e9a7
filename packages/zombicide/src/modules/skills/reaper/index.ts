import { reaperTwin } from "../../../game/skills/reaper.ts";
import { SKILL_RULES } from "../../../game/skills/rules.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** The reaper skill (§10): its command checks who holds it. */
export const reaperSkill: RuleModule = {
  id: "reaper",
  rule: SKILL_RULES.reaper,
  skills: ["reaper"],
  commands: [reaperTwin] as unknown as RuleModule["commands"],
};
