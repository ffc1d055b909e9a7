import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** A survivor earned CXP in play (the first Orange or the first Red of the mission). */
export interface CampaignXpGained {
  readonly type: "CampaignXpGained";
  readonly survivor: string;
  /** `extra`: CXP a mission gives besides the levels (an Objective card). */
  readonly level: "orange" | "red" | "extra";
  /** CXP on the sheet now. */
  readonly total: number;
  readonly rule: string;
}

/** A CXP Milestone was reached: its reward is chosen at once (a pending decision). */
export interface MilestoneReached {
  readonly type: "MilestoneReached";
  readonly survivor: string;
  readonly milestone: number;
  readonly rule: string;
}

/** The reward of a Milestone was chosen: a Bonus Action, or a Campaign Skill (`skill`). */
export interface MilestoneRewardChosen {
  readonly type: "MilestoneRewardChosen";
  readonly survivor: string;
  readonly milestone: number;
  readonly kind: "bonus" | "skill";
  readonly skill?: string;
  readonly rule: string;
}

/** A Bonus Action was spent: one more Action this Turn. */
export interface BonusActionUsed {
  readonly type: "BonusActionUsed";
  readonly survivor: string;
  /** Bonus Actions left this mission. */
  readonly left: number;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    CampaignXpGained: CampaignXpGained;
    MilestoneReached: MilestoneReached;
    MilestoneRewardChosen: MilestoneRewardChosen;
    BonusActionUsed: BonusActionUsed;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  CampaignXpGained: { fields: { survivor: "survivor" }, variant: "level" },
  MilestoneReached: { fields: { survivor: "survivor" } },
  MilestoneRewardChosen: { fields: { survivor: "survivor", skill: "skill" }, variant: "kind" },
  BonusActionUsed: { fields: { survivor: "survivor" } },
};

export const WORDS: ModuleWords = {
  en: {
    "event.CampaignXpGained_orange":
      "{{survivor}} reaches Orange for the first time this mission: 1 CXP ({{total}} on the sheet)",
    "event.CampaignXpGained_red":
      "{{survivor}} reaches Red for the first time this mission: 1 CXP ({{total}} on the sheet)",
    "event.CampaignXpGained_extra":
      "{{survivor}}'s sheet counts the mission's extra CXP ({{total}} on the sheet)",
    "event.MilestoneReached": "{{survivor}} reaches the {{milestone}} CXP milestone: a reward to choose now",
    "event.MilestoneRewardChosen_bonus": "{{survivor}} takes a Bonus Action ({{milestone}} CXP milestone)",
    "event.MilestoneRewardChosen_skill":
      "{{survivor}} takes the Campaign Skill {{skill}} ({{milestone}} CXP milestone)",
    "event.BonusActionUsed":
      "{{survivor}} spends a Bonus Action: one more Action ({{left}} left this mission)",
    decision: "Milestone reward",
    bonus: "+1 Bonus Action",
    skill: "Campaign Skill: {{skill}}",
    useBonus: "Spend a Bonus Action",
    cxp: "CXP",
    bonusLeft: "Bonus Actions left",
    sheets: "Campaign Sheets",
    sheetLine: "{{cxp}} CXP · Bonus Actions {{left}} of {{reserve}}",
    skills: "Campaign Skills: {{skills}}",
  },
  "pt-BR": {
    "event.CampaignXpGained_orange":
      "{{survivor}} chega ao Laranja pela primeira vez nesta missão: 1 CXP ({{total}} na ficha)",
    "event.CampaignXpGained_red":
      "{{survivor}} chega ao Vermelho pela primeira vez nesta missão: 1 CXP ({{total}} na ficha)",
    "event.CampaignXpGained_extra":
      "a ficha de {{survivor}} conta o CXP extra da missão ({{total}} na ficha)",
    "event.MilestoneReached":
      "{{survivor}} chega ao marco de {{milestone}} CXP: uma recompensa a escolher agora",
    "event.MilestoneRewardChosen_bonus": "{{survivor}} fica com uma Ação Bônus (marco de {{milestone}} CXP)",
    "event.MilestoneRewardChosen_skill":
      "{{survivor}} fica com a Habilidade de Campanha {{skill}} (marco de {{milestone}} CXP)",
    "event.BonusActionUsed":
      "{{survivor}} gasta uma Ação Bônus: uma Ação a mais ({{left}} restantes nesta missão)",
    decision: "Recompensa de marco",
    bonus: "+1 Ação Bônus",
    skill: "Habilidade de Campanha: {{skill}}",
    useBonus: "Gastar uma Ação Bônus",
    cxp: "CXP",
    bonusLeft: "Ações Bônus restantes",
    sheets: "Fichas de Campanha",
    sheetLine: "{{cxp}} CXP · Ações Bônus {{left}} de {{reserve}}",
    skills: "Habilidades de Campanha: {{skills}}",
  },
};
