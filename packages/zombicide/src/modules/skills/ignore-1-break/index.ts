import { hasSkill } from "../../../game/skills/effects.ts";
import { survivorById } from "../../../game/survivors.ts";
import type { SurvivorState } from "../../../game/types.ts";
import type { RuleModule } from "../../../kernel/module.ts";
import { slice } from "../../../kernel/slices.ts";

const SKILL = "ignore-1-break";
const RULE =
  "Fort Hendrix, New Skills: Ignore 1 Break (once per Game Round, right after a Combat Action roll: ignore all its Break results)";

/** The round in which each survivor last used it. */
const used = slice<Readonly<Record<string, number>>>(SKILL, {});

/**
 * Ignore 1 Break (Fort Hendrix): once per Game Round, the Breaks of one Combat Action roll are ignored. The engine
 * uses it on the first roll of the round that shows Breaks (the book lets the player choose (?)).
 */
export const ignore1Break: RuleModule = {
  id: SKILL,
  rule: RULE,
  skills: [SKILL],
  hooks: {
    breaksIgnored: ({ state, step, events }) => {
      const s = survivorById(state, step.attacker) as SurvivorState | undefined;
      if (!s || !hasSkill(s, SKILL, state)) return undefined;
      const round = state.turn.round;
      if (used.read(state)[s.id] === round) return undefined;
      events.push({ type: "SkillUsed", survivor: s.id, skill: SKILL, rule: RULE });
      return used.update(state, (v) => ({ ...v, [s.id]: round }));
    },
  },
};
