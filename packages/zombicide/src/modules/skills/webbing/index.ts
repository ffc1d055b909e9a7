import type { RuleModule } from "../../../kernel/module.ts";

/** The webbing skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const webbing: RuleModule = {
  id: "webbing",
  rule: "core-2e §10 Webbing",
  skills: ["webbing"],
  effects: { webbing: () => [{ kind: "wholeInventoryInHand" }] },
};
