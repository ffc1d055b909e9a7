import type { RuleModule } from "../../../kernel/module.ts";
import { WOUND_CARDS } from "./cards.ts";
import { biscoitoPlano, biteOnThis, woundAttack } from "./commands.ts";
import { dealWounds, setupWoundDeck } from "./deal.ts";
import { sprainedAnkle, woundAttackRefusal, woundsAfterCommand } from "./lasting.ts";
import { heldBy, WOUND_RULE } from "./state.ts";

const BROKEN_ARM_RULE =
  "rio Wound card Broken Arm (until the end of the Mission: 1 weapon equipped, +1 die with it)";

/**
 * The Wound deck (Rio Z Janeiro, Taking Wounds): every Wound a survivor takes draws a Wound card, applied before
 * the next (the `woundsLand` hook). Light Wound: 1 Health, nothing else. Bite on This!: the Wound is ignored, an
 * equipped weapon discarded. Damn You! / Hey Over Here!: a free All-Out Melee / Ranged attack, if possible. Weak
 * Spot: as the first Wound, 1 more Wound and 5 AP. Broken Arm: one weapon equipped, +1 die. Until the end of the
 * next Turn, Blinded: no Ranged attack; Revenge: attack only the Zombie type that dealt it; Dazed: no Skills (not
 * enforced yet: docs/rules-coverage.md). Sprained Ankle: Move only in company, no Move skills. Blinded, Dazed and
 * Sprained Ankle give +1 AP per Zombie killed, Revenge per Zombie of its type (lasting.ts).
 */
export const woundDeck: RuleModule = {
  id: "wound-deck",
  rule: WOUND_RULE,
  commands: [biteOnThis, woundAttack, biscoitoPlano] as unknown as RuleModule["commands"],
  // The Wound cards' effects (a content card of kind wound names one) and the Biscoito Plano's.
  cardEffects: [...WOUND_CARDS, "biscoito-plano"],
  hooks: {
    setup: (_ctx, state) => setupWoundDeck(state),
    woundsLand: (ctx) => dealWounds(ctx.state, ctx.survivor, ctx.wounds, ctx.cause, ctx.events),
    attackRefused: woundAttackRefusal,
    entryRefused: sprainedAnkle,
    afterCommand: woundsAfterCommand,
    bonusDice: (ctx) =>
      heldBy(ctx.state, ctx.survivor.id).some((h) => h.effect === "broken-arm")
        ? [{ skill: "broken-arm", dice: 1, rule: BROKEN_ARM_RULE }]
        : [],
  },
  events: {
    WoundCardDrawn: { fields: { survivor: "survivor" }, variant: "effect" },
    WoundCardDiscarded: { fields: { survivor: "survivor" } },
  },
  words: {
    en: {
      name: "Wound deck",
      summary: "Each Wound draws a Wound card and applies it before the next.",
      "event.WoundCardDrawn_light-wound": "{{survivor}} drew a Light Wound",
      "event.WoundCardDrawn_bite-on-this":
        "{{survivor}} drew Bite on This!: the Wound is ignored, a weapon is lost",
      "event.WoundCardDrawn_damn-you": "{{survivor}} drew Damn You!: a free All-Out Melee attack",
      "event.WoundCardDrawn_hey-over-here": "{{survivor}} drew Hey Over Here!: a free All-Out Ranged attack",
      "event.WoundCardDrawn_blinded":
        "{{survivor}} drew Blinded: no Ranged attacks until the end of the next Turn",
      "event.WoundCardDrawn_dazed": "{{survivor}} drew Dazed: no Skills until the end of the next Turn",
      "event.WoundCardDrawn_revenge": "{{survivor}} drew Revenge",
      "event.WoundCardDrawn_broken-arm": "{{survivor}} drew Broken Arm: one weapon equipped, +1 die with it",
      "event.WoundCardDrawn_sprained-ankle": "{{survivor}} drew Sprained Ankle",
      "event.WoundCardDrawn_weak-spot": "{{survivor}} drew Weak Spot",
      "event.WoundCardDiscarded": "{{survivor}} discarded the Wound card {{card}}",
      "decision.biteOnThis": "Bite on This!: choose the equipped weapon you lose",
      "decision.woundAttack": "Make your free All-Out attack, or pass",
    },
    "pt-BR": {
      name: "Baralho de Ferimentos",
      summary: "Cada Ferimento compra uma carta de Ferimento, aplicada antes do próximo.",
      "event.WoundCardDrawn_light-wound": "{{survivor}} comprou um Ferimento Leve",
      "event.WoundCardDrawn_bite-on-this":
        "{{survivor}} comprou Morde Isso!: o Ferimento é ignorado, perde uma arma",
      "event.WoundCardDrawn_damn-you":
        "{{survivor}} comprou Maldito!: um ataque corpo a corpo Com Tudo grátis",
      "event.WoundCardDrawn_hey-over-here":
        "{{survivor}} comprou Ei, Aqui!: um ataque à distância Com Tudo grátis",
      "event.WoundCardDrawn_blinded":
        "{{survivor}} comprou Cego: sem ataques à distância até o fim do próximo Turno",
      "event.WoundCardDrawn_dazed":
        "{{survivor}} comprou Atordoado: sem Habilidades até o fim do próximo Turno",
      "event.WoundCardDrawn_revenge": "{{survivor}} comprou Vingança",
      "event.WoundCardDrawn_broken-arm":
        "{{survivor}} comprou Braço Quebrado: uma arma equipada, +1 dado com ela",
      "event.WoundCardDrawn_sprained-ankle": "{{survivor}} comprou Tornozelo Torcido",
      "event.WoundCardDrawn_weak-spot": "{{survivor}} comprou Ponto Fraco",
      "event.WoundCardDiscarded": "{{survivor}} descartou a carta de Ferimento {{card}}",
      "decision.biteOnThis": "Morde Isso!: escolha a arma equipada que você perde",
      "decision.woundAttack": "Faça seu ataque Com Tudo grátis, ou passe",
    },
  },
};
