import { hasSkill } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

const TOUGH_ZOMBIES_RULE = "core-2e §10 Tough (ignores the first Wound of each Zombie Attack Step)";
const TOUGH_FF_RULE = "core-2e §10 Tough (ignores the first Wound of each Friendly Fire)";

/** The tough skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const tough: RuleModule = {
  id: "tough",
  rule: "core-2e §10 Tough",
  skills: ["tough"],
  hooks: {
    ignoresFirstWound: (ctx) =>
      hasSkill(ctx.survivor, "tough", ctx.state)
        ? { skill: "tough", rule: ctx.source === "zombies" ? TOUGH_ZOMBIES_RULE : TOUGH_FF_RULE }
        : null,
  },
};
