import type { RuleModule } from "../../../kernel/module.ts";

/** The plus-1-action skill (§10): one more Action each Turn (the core's "moreActions"). */
export const plus1Action: RuleModule = {
  id: "plus-1-action",
  rule: "core-2e §10 Plus 1 action",
  skills: ["plus-1-action"],
  effects: { "plus-1-action": () => [{ kind: "moreActions", actions: 1 }] },
};
