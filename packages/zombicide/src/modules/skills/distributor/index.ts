import { joinWords, type RuleModule } from "../../../kernel/module.ts";
import { distributeSpawnCards, offerDistribution } from "./distributor.ts";
import { EVENTS, WORDS } from "./events.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";
import { RULE } from "./rule.ts";

/** The distributor skill (§10): its command checks who holds it. */
export const distributorSkill: RuleModule = {
  id: "distributor",
  ...PLAY,
  rule: RULE,
  skills: ["distributor"],
  commands: [distributeSpawnCards],
  hooks: { beforeSpawnStep: (ctx) => offerDistribution(ctx.state, ctx.zones, ctx.events) ?? undefined },
  events: EVENTS,
  words: joinWords(WORDS, PLAY_WORDS),
};
