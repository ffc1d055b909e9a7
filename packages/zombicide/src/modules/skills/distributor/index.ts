import type { RuleModule } from "../../../kernel/module.ts";
import { distributeSpawnCards, offerDistribution } from "./distributor.ts";
import { EVENTS, WORDS } from "./events.ts";
import { RULE } from "./rule.ts";

/** The distributor skill (§10): its command checks who holds it. */
export const distributorSkill: RuleModule = {
  id: "distributor",
  rule: RULE,
  skills: ["distributor"],
  commands: [distributeSpawnCards],
  hooks: { beforeSpawnStep: (ctx) => offerDistribution(ctx.state, ctx.zones, ctx.events) ?? undefined },
  events: EVENTS,
  words: WORDS,
};
