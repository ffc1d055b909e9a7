import { joinWords, type RuleModule } from "../../../kernel/module.ts";
import { EVENTS, WORDS } from "./events.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";
import { trickShot as command, RULE, secondShot, trickShotNoise } from "./trick-shot.ts";

/** Trick shot (Season 1, Black Plague): a Dual Ranged or Magic Action aimed at two Zones. */
export const trickShot: RuleModule = {
  id: "trick-shot",
  ...PLAY,
  rule: RULE,
  skills: ["trick-shot"],
  commands: [command],
  hooks: {
    combatResolved: secondShot,
    noise: (ctx, tokens) => trickShotNoise(ctx, tokens, ctx.state),
  },
  events: EVENTS,
  words: joinWords(WORDS, PLAY_WORDS),
};
