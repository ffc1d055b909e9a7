import { cancelWounds } from "../../../game/skills/cancel-wounds.ts";
import { SKILL_RULES } from "../../../game/skills/rules.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** The is-that-all-youve-got skill (§10): its command checks who holds it. */
export const isThatAllYouveGotSkill: RuleModule = {
  id: "is-that-all-youve-got",
  rule: SKILL_RULES.thatsAll,
  skills: ["is-that-all-youve-got"],
  commands: [cancelWounds] as unknown as RuleModule["commands"],
};
