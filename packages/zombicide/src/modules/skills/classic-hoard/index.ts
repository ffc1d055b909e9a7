import type { RuleModule } from "../../../kernel/module.ts";

/**
 * The Season 1 Hoard (classic profile): one more reserve slot. 2E's Hoard gives two: the classic skill has its own
 * id, `classic-hoard`, read through the shared `backpackSlots` effect.
 */
export const classicHoard: RuleModule = {
  id: "classic-hoard",
  rule: "classic §10 Hoard (one extra card in reserve)",
  skills: ["classic-hoard"],
  effects: { "classic-hoard": () => [{ kind: "backpackSlots", slots: 1 }] },
};
