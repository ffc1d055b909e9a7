import type { RuleModule } from "../../../kernel/module.ts";

/** The hoard skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const hoard: RuleModule = {
  id: "hoard",
  rule: "core-2e §10 Hoard",
  skills: ["hoard"],
  effects: { hoard: () => [{ kind: "backpackSlots", slots: 2 }] },
};
