import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/** How the wound-deck module's commands read (buttons, the log), the refusals it brings and the decisions it raises. */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: {
    biteOnThis: { fields: { weapon: "card" } },
    woundAttack: {
      fields: { weapon: "card" },
      variant: "weapon",
      variantBy: "presence",
      wraps: { dual: "wrap.dual" },
    },
    biscoitoPlano: { variant: "use" },
  },
  refusals: [
    "blinded",
    "revenge",
    "sprained_ankle",
    "no_biscoito",
    "no_wound_card",
    "not_equipped",
    "not_wounded",
  ],
  decisions: { biteOnThis: {}, woundAttack: {} },
};

/** The words of its commands, refusals and decisions (`command.<Type>`, `refusal.<code>`, `decision.<kind>`...). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "command.biteOnThis": "Bite on This!: lose {{weapon}}",
    "command.woundAttack_some": "Free attack with {{weapon}}",
    "command.woundAttack_none": "No free attack",
    "wrap.dual": "{{what}} (both, dual)",
    "command.biscoitoPlano": "Eat the Biscoito Plano: 3 AP",
    "command.biscoitoPlano_heal": "Eat the Biscoito Plano: heal 1 Wound",
    "decision.biteOnThis": "Bite on This!: the weapon lost",
    "decision.woundAttack": "a Wound card's free attack",
    "refusal.blinded": "Blinded: no Ranged attack until the end of the next Turn.",
    "refusal.revenge": "Revenge: only the zombie type that dealt the Wound may be attacked.",
    "refusal.sprained_ankle":
      "Sprained Ankle: move only with another survivor in the Zone left or entered; no movement skills.",
    "refusal.no_biscoito": "This survivor holds no Biscoito Plano.",
    "refusal.no_wound_card": "This survivor holds no such Wound card.",
    "refusal.not_equipped": "That weapon is not one of the equipped weapons offered.",
    "refusal.not_wounded": "This survivor has no Wound to heal.",
  },
  "pt-BR": {
    "command.biteOnThis": "Morde Isso!: perder {{weapon}}",
    "command.woundAttack_some": "Ataque grátis com {{weapon}}",
    "command.woundAttack_none": "Sem ataque grátis",
    "wrap.dual": "{{what}} (as duas, duplas)",
    "command.biscoitoPlano": "Comer o Biscoito Plano: 3 PA",
    "command.biscoitoPlano_heal": "Comer o Biscoito Plano: curar 1 Ferimento",
    "decision.biteOnThis": "Morde Isso!: a arma perdida",
    "decision.woundAttack": "o ataque grátis de uma carta de Ferimento",
    "refusal.blinded": "Cego: nenhum ataque à distância até o fim do próximo Turno.",
    "refusal.revenge": "Vingança: só o tipo de zumbi que causou o Ferimento pode ser atacado.",
    "refusal.sprained_ankle":
      "Tornozelo Torcido: só se move com outro sobrevivente na Zona de saída ou de chegada; sem habilidades de movimento.",
    "refusal.no_biscoito": "Este sobrevivente não tem Biscoito Plano.",
    "refusal.no_wound_card": "Este sobrevivente não tem essa carta de Ferimento.",
    "refusal.not_equipped": "Essa arma não é uma das armas equipadas oferecidas.",
    "refusal.not_wounded": "Este sobrevivente não tem Ferimento para curar.",
  },
};
