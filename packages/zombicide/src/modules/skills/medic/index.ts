import type { RuleModule } from "../../../kernel/module.ts";

const MEDIC_RULE =
  "core-2e §10 Medic (End Phase: heal 1 Wound on itself and everyone in its Zone, +1 AP each)";

/** The medic skill (§10): End Phase healing in its Zone, +1 AP per Wound (the core's "endPhaseHeal"). */
export const medic: RuleModule = {
  id: "medic",
  rule: MEDIC_RULE,
  skills: ["medic"],
  effects: {
    medic: () => [
      {
        kind: "endPhaseHeal",
        amount: 1,
        zone: true,
        ap: true,
        skill: "medic",
        name: "Medic",
        rule: MEDIC_RULE,
      },
    ],
  },
};
