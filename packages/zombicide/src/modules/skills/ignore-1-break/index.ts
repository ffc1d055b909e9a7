import { hasSkill } from "../../../game/skills/effects.ts";
import { survivorById } from "../../../game/survivors.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { slice } from "../../../kernel/slices.ts";
import { PLAY_WORDS } from "./play-words.ts";

const IGNORE = "ignore-1-break";
const RULE =
  "Fort Hendrix, New Skills: Ignore 1 Break (once per Game Round, right after a Combat Action roll: all its Breaks are ignored)";

/** The round each survivor last used the skill in. */
const used = slice<Readonly<Record<string, number>>>(IGNORE, {});

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.fort-hendrix-new-skills-ignore-1-break": "Fort Hendrix, New Skills: Ignore 1 Break",
  },
  "pt-BR": {
    "rule.fort-hendrix-new-skills-ignore-1-break": "Fort Hendrix, Novas Habilidades: Ignorar 1 Quebra",
  },
};

/**
 * Ignore 1 Break (Fort Hendrix): once per Game Round, the Breaks of one Combat roll may be ignored: a way offered
 * in All-Out's Breaks decision while the survivor has not used it this round.
 */
export const ignore1Break: RuleModule = {
  id: IGNORE,
  rule: RULE,
  skills: [IGNORE],
  words: joinWords(PLAY_WORDS, CITED),
  hooks: {
    breakSavers: ({ state, step }) => {
      const s = survivorById(state, step.attacker);
      if (!s || !hasSkill(s, IGNORE, state) || used.read(state)[s.id] === state.turn.round) return [];
      return [{ source: IGNORE, rule: RULE }];
    },
    saveFromBreaks: ({ state, survivor, source, events }) => {
      if (source !== IGNORE) return undefined;
      events.push({ type: "SkillUsed", survivor, skill: IGNORE, rule: RULE });
      return used.update(state, (u) => ({ ...u, [survivor]: state.turn.round }));
    },
  },
};
