import { cardData } from "../../../game/cards.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

const DOUBLE = "double-all-out-dice";
/** The declaration the All-Out rules offer (modules/advanced/all-out). */
const GOING_ALL_OUT = "all-out";
const RULE =
  "Fort Hendrix, New Skills: Double All-Out dice (going All-Out, the survivor may double the All-Out dice written on the Equipment used)";

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.fort-hendrix-new-skills-double-all-out-dice": "Fort Hendrix, New Skills: Double All-Out dice",
  },
  "pt-BR": {
    "rule.fort-hendrix-new-skills-double-all-out-dice":
      "Fort Hendrix, Novas Habilidades: Dados Tudo ou nada em dobro",
  },
};

/**
 * Double All-Out dice (Fort Hendrix): going All-Out, the survivor rolls the weapons' All-Out value a second time
 * in red dice (their Breaks count like the others). The book's "may" is the declaration itself: a survivor with
 * the skill going All-Out always doubles (Horda's reading).
 */
export const doubleAllOutDice: RuleModule = {
  words: CITED,
  id: DOUBLE,
  rule: RULE,
  skills: [DOUBLE],
  hooks: {
    redDice: (ctx) => {
      if (!ctx.declared.includes(GOING_ALL_OUT) || !hasSkill(ctx.survivor, DOUBLE, ctx.state)) return [];
      const dice = ctx.weapons.reduce((n, u) => n + (cardData(ctx.state, u)?.allOut?.value ?? 0), 0);
      return dice > 0 ? [{ skill: DOUBLE, dice, rule: RULE }] : [];
    },
  },
};
