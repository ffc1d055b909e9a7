import { SKILL_RULES } from "../../../game/skills/rules.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** The medic skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const medic: RuleModule = {
  id: "medic",
  rule: SKILL_RULES.medic,
  skills: ["medic"],
  effects: { medic: () => [{ kind: "endPhaseHeal", amount: 1, zone: true, ap: true }] },
};
