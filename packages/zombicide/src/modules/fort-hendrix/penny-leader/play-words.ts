import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the penny-leader module's command, refusal and decision read, and its event. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions" | "events"> = {
  commandWords: { choosePennyLeader: { fields: { leader: "survivor" } } },
  refusals: ["not_penny_leader"],
  decisions: { pennyLeader: { details: { fields: { companion: "survivor", survivors: "survivors" } } } },
  events: { PennyLeaderChosen: { fields: { companion: "survivor", leader: "survivor", skill: "skill" } } },
};

export const PLAY_WORDS: ModuleWords = {
  en: {
    name: "Campaign Companion: Penny",
    summary: "At each mission's setup the players choose which survivor leads Penny.",
    "command.choosePennyLeader": "{{leader}} leads Penny",
    "decision.pennyLeader": "Penny's Leader for this mission",
    "details.pennyLeader": "The players agree who leads {{companion}}: {{survivors}}.",
    "refusal.not_penny_leader": "That survivor cannot be Penny's Leader now.",
    "event.PennyLeaderChosen": "{{leader}} leads {{companion}} this mission",
  },
  "pt-BR": {
    name: "Companheira de campanha: Penny",
    summary: "Na preparação de cada missão os jogadores escolhem qual sobrevivente lidera Penny.",
    "command.choosePennyLeader": "{{leader}} lidera Penny",
    "decision.pennyLeader": "Líder de Penny nesta missão",
    "details.pennyLeader": "Os jogadores combinam quem lidera {{companion}}: {{survivors}}.",
    "refusal.not_penny_leader": "Esse sobrevivente não pode ser o Líder de Penny agora.",
    "event.PennyLeaderChosen": "{{leader}} lidera {{companion}} nesta missão",
  },
};
