import type { CommandReading, DecisionReading, ModuleWords } from "../../../kernel/module.ts";

/** What a player sees of the VIP rules: the trophy commands, the Pimpweapon choice, their refusals. */
export const PLAY = {
  commandWords: {
    discardVipTrophy: { fields: { survivor: "survivor", model: "word" } },
    tradeVipTrophies: { fields: { survivor: "survivor" } },
    choosePimpweapon: { fields: { card: "card" } },
  } satisfies Readonly<Record<string, CommandReading>>,
  refusals: ["no_vip_trophy", "not_five_vips", "not_a_pimpweapon"],
  decisions: {
    choosePimpweapon: { details: { fields: { survivor: "survivor", cards: "cards" } } },
  } satisfies Readonly<Record<string, DecisionReading>>,
} as const;

export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.discardVipTrophy": "Put the VIP {{model}} trophy back in the box",
    "command.tradeVipTrophies": "Trade five different VIPs for a Pimpweapon",
    "command.choosePimpweapon": "Take {{card}}",
    "decision.choosePimpweapon": "Five VIPs: choose a Pimpweapon",
    "details.choosePimpweapon": "{{survivor}} takes any Pimpweapon of the deck: {{cards}}",
    "refusal.no_vip_trophy": "This survivor keeps no such VIP trophy.",
    "refusal.not_five_vips": "Five VIP trophies of five different models are needed.",
    "refusal.not_a_pimpweapon": "That card is not one of the Pimpweapons to choose from.",
  },
  "pt-BR": {
    "command.discardVipTrophy": "Devolver o troféu VIP {{model}} à reserva",
    "command.tradeVipTrophies": "Trocar cinco VIPs diferentes por uma Arma Tunada",
    "command.choosePimpweapon": "Pegar {{card}}",
    "decision.choosePimpweapon": "Cinco VIPs: escolha uma Arma Tunada",
    "details.choosePimpweapon": "{{survivor}} pega qualquer Arma Tunada da pilha: {{cards}}",
    "refusal.no_vip_trophy": "Este Sobrevivente não guarda esse troféu VIP.",
    "refusal.not_five_vips": "São precisos cinco troféus VIP de cinco modelos diferentes.",
    "refusal.not_a_pimpweapon": "Essa carta não é uma das Armas Tunadas à escolha.",
  },
};
