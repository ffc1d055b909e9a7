import type { RuleModule } from "../../../kernel/module.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";
import { RULE } from "./rule.ts";
import { offerSidestep, sidestep } from "./sidestep.ts";

/** The sidestep skill (§10): its command checks who holds it. */
export const sidestepSkill: RuleModule = {
  id: "sidestep",
  ...PLAY,
  rule: RULE,
  skills: ["sidestep"],
  commands: [sidestep],
  hooks: { afterSpawn: (ctx, state) => offerSidestep(state, ctx.zone, ctx.card) },
  words: PLAY_WORDS,
};
