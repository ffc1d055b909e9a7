import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { useBonusAction } from "./bonus-action.ts";
import { earnCxp } from "./cxp.ts";
import { EVENTS, WORDS } from "./events.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";
import { chooseMilestoneReward } from "./reward.ts";
import { CAMPAIGN_PLAY, CXP_RULE } from "./state.ts";

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-z-janeiro-fort-hendrix-campaign-rules-bonus-actions":
      "Rio Z Janeiro / Fort Hendrix, Campaign Rules: Bonus Actions",
    "rule.rio-z-janeiro-fort-hendrix-campaign-rules-cxp-bar":
      "Rio Z Janeiro / Fort Hendrix, Campaign Rules: CXP Bar",
  },
  "pt-BR": {
    "rule.rio-z-janeiro-fort-hendrix-campaign-rules-bonus-actions":
      "Rio Z Janeiro / Fort Hendrix, Regras de Campanha: Ações Bônus",
    "rule.rio-z-janeiro-fort-hendrix-campaign-rules-cxp-bar":
      "Rio Z Janeiro / Fort Hendrix, Regras de Campanha: Barra de CXP",
  },
};

/**
 * The Campaign Sheet in play (Rio Z Janeiro, Fort Hendrix: Campaign Rules). A campaign mission brings each
 * survivor's sheet (`slices["campaign-play"]`, set by the campaign): the first Orange and the first Red of the
 * mission give 1 CXP at once, a Milestone crossed asks its reward now (a Bonus Action or a Campaign Skill, usable
 * the same Turn), and the sheet's Bonus Actions are spent as one more Action each (`useBonusAction`). The
 * campaign reads the sheets back at the mission's end (`missionOutcome`).
 */
export const campaignPlay: RuleModule = {
  id: CAMPAIGN_PLAY,
  ...PLAY,
  rule: CXP_RULE,
  commands: [useBonusAction, chooseMilestoneReward],
  hooks: { afterCommand: (_ctx, applied) => earnCxp(applied) },
  events: EVENTS,
  words: joinWords(WORDS, PLAY_WORDS, CITED),
};
