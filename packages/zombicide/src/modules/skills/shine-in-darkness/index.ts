import { boardOf } from "../../../game/board-of.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

const RULE =
  "rio New Skills: Shine in darkness (ignore Dark Zones; +1 die when attacking into any Dark Zone)";
const SKILL = "shine-in-darkness";

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-new-skills-shine-in-darkness": "rio New Skills: Shine in darkness",
  },
  "pt-BR": {
    "rule.rio-new-skills-shine-in-darkness": "rio, Novas Habilidades: Brilha no escuro",
  },
};

/**
 * Shine in darkness (Rio Z Janeiro; MC Jordim's Blue skill): the Dark Zones mode's 6+ does not apply, and an
 * attack into a Dark Zone (a zone with the `dark` flag, the Park too) rolls 1 die more. The mode's sight limit
 * still applies: the survivors share one set of sight tables (docs/rules-coverage.md).
 */
export const shineInDarkness: RuleModule = {
  words: CITED,
  id: SKILL,
  rule: RULE,
  skills: [SKILL],
  hooks: {
    ignoresDarkZones: (ctx) => hasSkill(ctx.survivor, SKILL, ctx.state),
    bonusDice: (ctx) => {
      if (ctx.zone === undefined || !hasSkill(ctx.survivor, SKILL, ctx.state)) return [];
      const board = boardOf(ctx.state);
      const zone = board.zones[board.zoneIndex[ctx.zone] ?? -1];
      return zone?.flags.includes("dark") ? [{ skill: SKILL, dice: 1, rule: RULE }] : [];
    },
  },
};
