import { hasSkill } from "../../../game/skills/effects.ts";
import { grantFreeAction, recordUse, usedThisTurn, usesThisTurn } from "../../../game/skills/free-actions.ts";
import { survivorById } from "../../../game/survivors.ts";
import type { ZombicideState } from "../../../game/types.ts";
import type { RuleModule } from "../../../kernel/module.ts";
import { PLAY_WORDS } from "./play-words.ts";

const SKILL = "classic-hold-your-nose";
const GRANTED = `bonus:search:${SKILL}`;

export const RULE =
  "classic §10 Hold your nose (once per Turn, having killed a Zombie this Turn: a free Search in its Zone, even a street; still one Search per Turn)";

/** A kill in the survivor's own Turn gives it, once per Turn, a free Search Action. */
function grant(by: string, state: ZombicideState): ZombicideState {
  const s = survivorById(state, by);
  if (!s || state.turn.active !== by || !hasSkill(s, SKILL, state) || usedThisTurn(state, s, SKILL) > 0)
    return state;
  return grantFreeAction(recordUse(state, by, SKILL), by, "search", SKILL);
}

/**
 * Hold your nose (Season 1): the 2E skill of that name is another rule (a card whenever a Zone is cleared), so
 * this one has its own id. The free Search is the core's Search paid by the granted free Action; while it waits,
 * the survivor may Search in a street too (`searchAnywhere`). The core's one Search per Turn still holds.
 */
export const classicHoldYourNose: RuleModule = {
  id: SKILL,
  rule: RULE,
  skills: [SKILL],
  hooks: {
    zombiesKilled: (ctx, state) => grant(ctx.by, state),
    searchAnywhere: ({ state, survivor }) =>
      survivor.searchedRound !== state.turn.round && usesThisTurn(state, survivor).includes(GRANTED),
  },
  words: PLAY_WORDS,
};
