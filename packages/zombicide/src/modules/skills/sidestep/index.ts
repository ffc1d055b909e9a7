import { SKILL_RULES } from "../../../game/skills/rules.ts";
import type { RuleModule } from "../../../kernel/module.ts";
import { offerSidestep, sidestep } from "./sidestep.ts";

/** The sidestep skill (§10): its command checks who holds it. */
export const sidestepSkill: RuleModule = {
  id: "sidestep",
  rule: SKILL_RULES.sidestep,
  skills: ["sidestep"],
  commands: [sidestep] as unknown as RuleModule["commands"],
  hooks: { afterSpawn: (ctx, state) => offerSidestep(state, ctx.zone, ctx.card) },
};
