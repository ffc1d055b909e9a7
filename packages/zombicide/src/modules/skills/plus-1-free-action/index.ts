import type { FreeActionFor } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

const RULE = "core-2e §10 +1 free [type] Action (one extra Action usable only for that type)";

const FREE_FOR: readonly string[] = ["move", "search", "combat", "melee", "ranged"];

/** The plus-1-free-action skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const plus1FreeAction: RuleModule = {
  id: "plus-1-free-action",
  rule: RULE,
  skills: ["plus-1-free-action"],
  effects: {
    "plus-1-free-action": (param) =>
      param && FREE_FOR.includes(param)
        ? [
            {
              kind: "extraAction",
              for: param as FreeActionFor,
              skill: `plus-1-free-action:${param}`,
              rule: RULE,
            },
          ]
        : [],
  },
};
