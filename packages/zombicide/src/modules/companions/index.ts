import { rallyCompanion } from "../../game/actions/companion-rally.ts";
import { tradeCompanion } from "../../game/actions/companion-trade.ts";
import { joinWords, type RuleModule } from "../../kernel/module.ts";
import { EVENTS, WORDS } from "./events.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";

/** Companions (§12): rallying a lone Companion, trading one between Leaders. */
export const companions: RuleModule = {
  id: "companions",
  ...PLAY,
  rule: "core-2e §12 Companions",
  commands: [rallyCompanion, tradeCompanion],
  events: EVENTS,
  words: joinWords(WORDS, PLAY_WORDS),
};
