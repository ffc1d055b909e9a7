import type { RuleModule } from "../../../kernel/module.ts";

const REGENERATION_RULE = "core-2e §10 Regeneration (back to full Health in every End Phase)";

/** The regeneration skill (§10): back to full Health in every End Phase (the core's "endPhaseHeal"). */
export const regeneration: RuleModule = {
  id: "regeneration",
  rule: REGENERATION_RULE,
  skills: ["regeneration"],
  effects: {
    regeneration: () => [
      {
        kind: "endPhaseHeal",
        amount: "all",
        zone: false,
        ap: false,
        skill: "regeneration",
        name: "Regeneration",
        rule: REGENERATION_RULE,
      },
    ],
  },
};
