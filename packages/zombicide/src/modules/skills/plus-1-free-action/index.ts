import type { RuleModule } from "../../../kernel/module.ts";
import { moduleFreeActionTypes } from "../../../kernel/registry.ts";

const RULE = "core-2e §10 +1 free [type] Action (one extra Action usable only for that type)";

const FREE_FOR: readonly string[] = ["move", "search", "combat", "melee", "ranged"];

/** The plus-1-free-action skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const plus1FreeAction: RuleModule = {
  id: "plus-1-free-action",
  rule: RULE,
  skills: ["plus-1-free-action"],
  effects: {
    "plus-1-free-action": (param) =>
      // A type a module's own Action is paid with counts too (Black Plague's "+1 free Magic Action").
      param && (FREE_FOR.includes(param) || moduleFreeActionTypes().includes(param))
        ? [
            {
              kind: "extraAction",
              for: param,
              skill: `plus-1-free-action:${param}`,
              rule: RULE,
            },
          ]
        : [],
  },
};
