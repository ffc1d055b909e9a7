import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the campaign-play module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: {
    useBonusAction: { fields: { survivor: "survivor" } },
    chooseMilestoneReward: { fields: { reward: "skill" }, variant: "reward" },
  },
  refusals: ["no_bonus_action", "not_on_list"],
  decisions: { milestoneReward: {} },
};

/** The words of its commands, refusals and decisions (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.useBonusAction": "Spend a Bonus Action (one more Action)",
    "command.chooseMilestoneReward": "Campaign Skill: {{reward}}",
    "command.chooseMilestoneReward_bonus": "+1 Bonus Action",
    "decision.milestoneReward": "a CXP Milestone's reward (usable at once)",
    "refusal.no_bonus_action":
      "No Bonus Action left this mission (each is spent once per mission, up to the Reserve).",
    "refusal.not_on_list": "That skill is not on this campaign's Campaign Skills list.",
  },
  "pt-BR": {
    "command.useBonusAction": "Gastar uma Ação Bônus (uma Ação a mais)",
    "command.chooseMilestoneReward": "Habilidade de Campanha: {{reward}}",
    "command.chooseMilestoneReward_bonus": "+1 Ação Bônus",
    "decision.milestoneReward": "a recompensa de um marco de CXP (usável na hora)",
    "refusal.no_bonus_action":
      "Nenhuma Ação Bônus restante nesta missão (cada uma é gasta uma vez por missão, até a Reserva).",
    "refusal.not_on_list": "Essa habilidade não está na lista de Habilidades de Campanha.",
  },
};
