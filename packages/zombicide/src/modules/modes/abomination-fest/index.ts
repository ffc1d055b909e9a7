import { joinWords, type RuleModule } from "../../../kernel/module.ts";
import { PLAY_WORDS } from "./play-words.ts";

export const FEST_RULE =
  "core-2e §7 Abomination Fest (optional: every Abomination activates, then a new one comes)";

/**
 * The Abomination Fest mode (core rulebook p.30, optional): several Abominations on the board at once, up to
 * the group's maximum (`modeOptions.abominationFestMax`, default: as many as the box has).
 */
export const abominationFest: RuleModule = {
  id: "abomination-fest",
  switchable: true,
  rule: FEST_RULE,
  hooks: {
    abominationsAtOnce: (ctx) => ({
      max: ctx.state.modeOptions?.abominationFestMax ?? Number.POSITIVE_INFINITY,
      rule: FEST_RULE,
    }),
  },
  words: joinWords(
    {
      en: { name: "Abomination Fest", summary: "Several Abominations may be on the board at once." },
      "pt-BR": {
        name: "Festa das Abominações",
        summary: "Várias Abominações podem estar no tabuleiro ao mesmo tempo.",
      },
    },
    PLAY_WORDS,
  ),
};
