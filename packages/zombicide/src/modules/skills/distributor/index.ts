import { SKILL_RULES } from "../../../game/skills/rules.ts";
import type { RuleModule } from "../../../kernel/module.ts";
import { distributeSpawnCards, offerDistribution } from "./distributor.ts";

/** The distributor skill (§10): its command checks who holds it. */
export const distributorSkill: RuleModule = {
  id: "distributor",
  rule: SKILL_RULES.distributor,
  skills: ["distributor"],
  commands: [distributeSpawnCards] as unknown as RuleModule["commands"],
  hooks: { beforeSpawnStep: (ctx) => offerDistribution(ctx.state, ctx.zones, ctx.events) ?? undefined },
};
