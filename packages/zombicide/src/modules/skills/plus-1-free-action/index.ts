import type { FreeActionFor } from "../../../game/skills/effects.ts";
import { SKILL_RULES } from "../../../game/skills/rules.ts";
import type { RuleModule } from "../../../kernel/module.ts";

const FREE_FOR: readonly string[] = ["move", "search", "combat", "melee", "ranged"];

/** The plus-1-free-action skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const plus1FreeAction: RuleModule = {
  id: "plus-1-free-action",
  rule: SKILL_RULES.freeAction,
  skills: ["plus-1-free-action"],
  effects: {
    "plus-1-free-action": (param) =>
      param && FREE_FOR.includes(param) ? [{ kind: "extraAction", for: param as FreeActionFor }] : [],
  },
};
