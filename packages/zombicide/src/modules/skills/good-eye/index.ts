import { hasSkill } from "../../../game/skills/effects.ts";
import { survivorById } from "../../../game/survivors.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";

const GOOD_EYE = "good-eye";
export const GOOD_EYE_RULE =
  "rio New Skills, Good eye (a Search Action draws 3 cards, 1 chosen and the others discarded; Aaahh!! cards are applied even when not chosen)";

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-new-skills-good-eye": "rio New Skills, Good eye",
  },
  "pt-BR": {
    "rule.rio-new-skills-good-eye": "rio, Novas Habilidades: Olho bom",
  },
};

/**
 * Good eye (Rio): a Search draws 3 cards (an Aaahh!! among them is applied and the drawing goes on), and only 1 of
 * those found may be kept; the others are discarded.
 */
export const goodEye: RuleModule = {
  id: GOOD_EYE,
  rule: GOOD_EYE_RULE,
  skills: [GOOD_EYE],
  hooks: {
    searchCards: (ctx, cards) => (hasSkill(ctx.survivor, GOOD_EYE, ctx.state) ? Math.max(cards, 3) : cards),
    drawsPastAaahh: (ctx) => hasSkill(ctx.survivor, GOOD_EYE, ctx.state),
    searchFound: (ctx, found) => {
      const s = survivorById(found.state, ctx.survivor);
      return ctx.deck === "equipmentDeck" && s && hasSkill(s, GOOD_EYE, found.state)
        ? { ...found, keep: 1 }
        : found;
    },
  },
  words: joinWords(
    {
      en: { name: "Good eye" },
      "pt-BR": { name: "Olho bom" },
    },
    CITED,
  ),
};
