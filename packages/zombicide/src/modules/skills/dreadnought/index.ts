import type { RuleModule } from "../../../kernel/module.ts";

const DREADNOUGHT_RULE = "core-2e §10 Dreadnought: [type] (ignore Wounds from Zombies of that name)";

/** The dreadnought skill (§10): Wounds from Zombies of its type are ignored (the core's "ignoreWoundsFrom"). */
export const dreadnought: RuleModule = {
  id: "dreadnought",
  rule: DREADNOUGHT_RULE,
  skills: ["dreadnought"],
  effects: {
    dreadnought: (param) =>
      param ? [{ kind: "ignoreWoundsFrom", type: param, skill: "dreadnought", rule: DREADNOUGHT_RULE }] : [],
  },
};
