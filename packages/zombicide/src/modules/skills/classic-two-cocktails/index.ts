import { hasSkill } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

const SKILL = "classic-two-cocktails";
const RULE = "classic §10 2 cocktails are better than 1 (two Molotovs per combination)";

/**
 * 2 cocktails are better than 1, the Season 1 skill (classic §6, §10): combining Gasoline and Glass Bottles makes
 * two Molotovs, both from the copies set aside (module `combine`); with one left aside, only one. 2E's skill of
 * the same name is another rule (a die to keep the Molotov after throwing it): this one has its own id.
 */
export const classicTwoCocktails: RuleModule = {
  id: SKILL,
  rule: RULE,
  skills: [SKILL],
  hooks: {
    combinedCopies: ({ state, survivor, card, events }, copies) => {
      const molotov = state.survivorCatalog.equipment[card]?.attacks?.some((a) => a.mode === "molotov");
      if (!molotov || !hasSkill(survivor, SKILL, state)) return copies;
      events.push({ type: "SkillUsed", survivor: survivor.id, skill: SKILL, rule: RULE });
      return copies + 1;
    },
  },
};
