import { joinWords, type ModuleWords, type RuleModule, taskRunner } from "../../../kernel/module.ts";
import { WOUND_CARDS } from "./cards.ts";
import { biscoitoPlano, biteOnThis, woundAttack } from "./commands.ts";
import { dealRest, dealWounds, setupWoundDeck, WOUNDS_LEFT } from "./deal.ts";
import {
  BROKEN_ARM_RULE,
  brokenArmLayout,
  sprainedAnkle,
  woundAttackRefusal,
  woundsAfterCommand,
} from "./lasting.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";
import { heldBy, WOUND_RULE, type WoundsLeft } from "./state.ts";

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-biscoito-plano": "rio Biscoito Plano",
    "rule.rio-wound-card-blinded": "rio Wound card Blinded",
    "rule.rio-wound-card-broken-arm": "rio Wound card Broken Arm",
    "rule.rio-wound-card-dazed": "rio Wound card Dazed",
    "rule.rio-wound-card-revenge": "rio Wound card Revenge",
    "rule.rio-wound-card-sprained-ankle": "rio Wound card Sprained Ankle",
    "rule.rio-taking-wounds": "rio §Taking Wounds",
  },
  "pt-BR": {
    "rule.rio-biscoito-plano": "rio, Biscoito Plano",
    "rule.rio-wound-card-blinded": "rio, carta de Ferimento Cego",
    "rule.rio-wound-card-broken-arm": "rio, carta de Ferimento Braço Quebrado",
    "rule.rio-wound-card-dazed": "rio, carta de Ferimento Atordoado",
    "rule.rio-wound-card-revenge": "rio, carta de Ferimento Vingança",
    "rule.rio-wound-card-sprained-ankle": "rio, carta de Ferimento Tornozelo Torcido",
    "rule.rio-taking-wounds": "rio §Recebendo Ferimentos",
  },
};

/**
 * The Wound deck (Rio Z Janeiro, Taking Wounds): every Wound a survivor takes draws a Wound card, applied before
 * the next (the `woundsLand` hook). Light Wound: 1 Health, nothing else. Bite on This!: the Wound is ignored, an
 * equipped weapon discarded. Damn You! / Hey Over Here!: a free All-Out Melee / Ranged attack, if possible. Weak
 * Spot: as the first Wound, 1 more Wound and 5 AP. Broken Arm: one weapon equipped, one more die. Until the end of the
 * next Turn, Blinded: no Ranged attack; Revenge: attack only the Zombie type that dealt it; Dazed: no Skills (put
 * aside, then given back: lasting.ts). Sprained Ankle: Move only in company, no Move skills. Blinded, Dazed and
 * Sprained Ankle give +1 AP per Zombie killed, Revenge per Zombie of its type (lasting.ts).
 */
export const woundDeck: RuleModule = {
  id: "wound-deck",
  ...PLAY,
  rule: WOUND_RULE,
  commands: [biteOnThis, woundAttack, biscoitoPlano],
  continuations: {
    [WOUNDS_LEFT]: taskRunner<WoundsLeft & { readonly kind: string }>((state, step, events) =>
      dealRest(state, step, events),
    ),
  },
  // The Wound cards' effects (a content card of kind wound names one) and the Biscoito Plano's.
  cardEffects: [...WOUND_CARDS, "biscoito-plano"],
  hooks: {
    setup: (_ctx, state) => setupWoundDeck(state),
    woundsLand: (ctx) => dealWounds(ctx.state, ctx.survivor, ctx.wounds, ctx.cause, ctx.events),
    attackRefused: woundAttackRefusal,
    entryRefused: sprainedAnkle,
    layoutRefused: brokenArmLayout,
    afterCommand: woundsAfterCommand,
    bonusDice: (ctx) =>
      heldBy(ctx.state, ctx.survivor.id).some((h) => h.effect === "broken-arm")
        ? [{ skill: "broken-arm", dice: 1, rule: BROKEN_ARM_RULE }]
        : [],
  },
  events: {
    WoundCardDrawn: { fields: { survivor: "survivor", card: "card" } },
    WoundCardDiscarded: { fields: { survivor: "survivor", card: "card" } },
    SkillsLost: { fields: { survivor: "survivor", skills: "list" } },
    SkillsRegained: { fields: { survivor: "survivor", skills: "list" } },
  },
  words: joinWords(
    {
      en: {
        name: "Wound deck",
        summary: "Each Wound draws a Wound card and applies it before the next.",
        "event.WoundCardDrawn": "{{survivor}} drew the Wound card {{card}}",
        "event.WoundCardDiscarded": "{{survivor}} discarded the Wound card {{card}}",
        "event.SkillsLost": "{{survivor}} is Dazed: no Skills ({{skills}}) until the end of the next Turn",
        "event.SkillsRegained": "{{survivor}} is no longer Dazed: Skills back ({{skills}})",
        "decision.biteOnThis": "Bite on This!: choose the equipped weapon you lose",
        "decision.woundAttack": "Make your free All-Out attack, or pass",
      },
      "pt-BR": {
        name: "Baralho de Ferimentos",
        summary: "Cada Ferimento compra uma carta de Ferimento, aplicada antes do próximo.",
        "event.WoundCardDrawn": "{{survivor}} comprou a carta de Ferimento {{card}}",
        "event.WoundCardDiscarded": "{{survivor}} descartou a carta de Ferimento {{card}}",
        "event.SkillsLost":
          "{{survivor}} está Atordoado: sem Habilidades ({{skills}}) até o fim do próximo Turno",
        "event.SkillsRegained": "{{survivor}} não está mais Atordoado: Habilidades de volta ({{skills}})",
        "decision.biteOnThis": "Morde Isso!: escolha a arma equipada que você perde",
        "decision.woundAttack": "Faça seu ataque grátis com Tudo ou nada, ou passe",
      },
    },
    PLAY_WORDS,
    CITED,
  ),
};
