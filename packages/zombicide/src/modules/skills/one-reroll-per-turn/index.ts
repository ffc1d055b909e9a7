import { skillsOf } from "../../../game/skills/effects.ts";
import { recordUse, usedThisTurn } from "../../../game/skills/free-actions.ts";
import { survivorById } from "../../../game/survivors.ts";
import type { RuleModule } from "../../../kernel/module.ts";

const SKILL = "one-reroll-per-turn";
const RULE = "classic §10 1 re-roll per turn (once per Turn, re-roll all the dice of one Action)";

/**
 * Season 1's 1 re-roll per turn: once per Turn the survivor re-rolls all the dice of one Action (the new roll
 * stands); it stacks with Lucky and equipment re-rolls, each its own source. Offered while unused this Turn,
 * marked used when its re-roll is taken (`DiceRerolled` with this source).
 */
export const oneRerollPerTurn: RuleModule = {
  id: SKILL,
  rule: RULE,
  skills: [SKILL],
  hooks: {
    rerolls: (ctx) =>
      skillsOf(ctx.state, ctx.survivor).includes(SKILL) && usedThisTurn(ctx.state, ctx.survivor, SKILL) === 0
        ? SOURCES
        : NONE,
    afterCommand: (_ctx, applied) => {
      let state = applied.state;
      for (const e of applied.events)
        if (e.type === "DiceRerolled" && e.source === SKILL && survivorById(state, e.survivor))
          state = recordUse(state, e.survivor, SKILL);
      return state === applied.state ? applied : { ...applied, state };
    },
  },
  words: {
    en: { name: "1 re-roll per turn", summary: "Once per Turn, re-roll all the dice of one Action." },
    "pt-BR": {
      name: "1 nova rolagem por turno",
      summary: "Uma vez por Turno, role de novo todos os dados de uma Ação.",
    },
  },
};

const SOURCES: readonly string[] = [SKILL];
const NONE: readonly string[] = [];
