import { hasSkill } from "../../../game/skills/effects.ts";
import { survivorById } from "../../../game/survivors.ts";
import type { RuleModule } from "../../../kernel/module.ts";
import { slice } from "../../../kernel/slices.ts";

const IGNORE = "ignore-1-break";
const RULE =
  "Fort Hendrix, New Skills: Ignore 1 Break (once per Game Round, right after a Combat Action roll: all its Breaks are ignored)";

/** The round each survivor last used the skill in. */
const used = slice<Readonly<Record<string, number>>>(IGNORE, {});

/**
 * Ignore 1 Break (Fort Hendrix): once per Game Round, the Breaks of one Combat roll are ignored. Horda uses it
 * on the first roll of the round that shows a Break (the book's "may": a later choice is not offered).
 */
export const ignore1Break: RuleModule = {
  id: IGNORE,
  rule: RULE,
  skills: [IGNORE],
  hooks: {
    breaksRolled: (ctx, value) => {
      if (value.breaks === 0) return value;
      const s = survivorById(value.state, ctx.step.attacker);
      const round = value.state.turn.round;
      if (!s || !hasSkill(s, IGNORE, value.state) || used.read(value.state)[s.id] === round) return value;
      ctx.events.push({ type: "SkillUsed", survivor: s.id, skill: IGNORE, rule: RULE });
      return { state: used.update(value.state, (u) => ({ ...u, [s.id]: round })), breaks: 0 };
    },
  },
};
