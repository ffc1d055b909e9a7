import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** An Enchantment Action: the card cast and the Survivor it was cast on. */
export interface EnchantmentCast {
  readonly type: "EnchantmentCast";
  readonly survivor: string;
  readonly card: string;
  readonly target: string;
  readonly rule: string;
}

/** Speed: the target's free Move. */
export interface SpeedMoved {
  readonly type: "SpeedMoved";
  readonly survivor: string;
  readonly from: string;
  readonly to: string;
  readonly path: readonly string[];
  readonly rule: string;
}

/** Invisibility: the Zombies take no notice of the Survivor until the End Phase, its next attack or Noise. */
export interface SurvivorHidden {
  readonly type: "SurvivorHidden";
  readonly survivor: string;
  readonly rule: string;
}

/** An Invisibility ends: the Survivor attacked or made Noise. */
export interface SurvivorSeen {
  readonly type: "SurvivorSeen";
  readonly survivor: string;
  readonly rule: string;
}

/** Repulse: the Zombies in the target's Zone pushed into the next Zone. */
export interface ZombiesRepulsed {
  readonly type: "ZombiesRepulsed";
  readonly survivor: string;
  readonly target: string;
  readonly zombies: readonly string[];
  readonly from: string;
  readonly to: string;
  readonly rule: string;
}

/** An enchantment gave the target a skill until the End Phase. */
export interface SkillGranted {
  readonly type: "SkillGranted";
  readonly survivor: string;
  readonly skill: string;
  readonly rule: string;
}

/** Transmutation: the target gave up a card (a new one is drawn next). */
export interface CardTransmuted {
  readonly type: "CardTransmuted";
  readonly survivor: string;
  readonly card: string;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    EnchantmentCast: EnchantmentCast;
    SpeedMoved: SpeedMoved;
    SurvivorHidden: SurvivorHidden;
    SurvivorSeen: SurvivorSeen;
    ZombiesRepulsed: ZombiesRepulsed;
    SkillGranted: SkillGranted;
    CardTransmuted: CardTransmuted;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  EnchantmentCast: { fields: { survivor: "survivor", card: "card", target: "survivor" } },
  SpeedMoved: { fields: { survivor: "survivor" } },
  SurvivorHidden: { fields: { survivor: "survivor" } },
  SurvivorSeen: { fields: { survivor: "survivor" } },
  ZombiesRepulsed: { fields: { survivor: "survivor", target: "survivor", zombies: "zombies" } },
  SkillGranted: { fields: { survivor: "survivor", skill: "skill" } },
  CardTransmuted: { fields: { survivor: "survivor", card: "card" } },
};

export const WORDS: ModuleWords = {
  en: {
    name: "Enchantment Action",
    summary: "An enchantment in Hand is cast on a Survivor in sight, each copy once per Turn.",
    "event.EnchantmentCast": "{{survivor}} casts {{card}} on {{target}}",
    "event.SpeedMoved": "{{survivor}} moves from {{from}} to {{to}} with Speed",
    "event.SurvivorHidden": "{{survivor}} is invisible: the Zombies take no notice until the End Phase",
    "event.SurvivorSeen": "{{survivor}} attacked or made Noise: the Invisibility ends",
    "event.SkillGranted": "{{survivor}} holds {{skill}} until the End Phase",
    "event.ZombiesRepulsed": "{{survivor}}'s Repulse pushes {{zombies}} from {{from}} into {{to}}",
    "event.CardTransmuted": "{{survivor}} gives up {{card}} to the Transmutation and draws a new card",
  },
  "pt-BR": {
    name: "Ação de Encantamento",
    summary: "Um encantamento na Mão é lançado num Sobrevivente à vista, cada cópia uma vez por Turno.",
    "event.EnchantmentCast": "{{survivor}} lança {{card}} em {{target}}",
    "event.SpeedMoved": "{{survivor}} vai de {{from}} a {{to}} com Velocidade",
    "event.SurvivorHidden": "{{survivor}} está invisível: os Zumbis o ignoram até a Fase Final",
    "event.SurvivorSeen": "{{survivor}} atacou ou fez Barulho: a Invisibilidade acaba",
    "event.SkillGranted": "{{survivor}} tem {{skill}} até a Fase Final",
    "event.ZombiesRepulsed": "a Repulsão de {{survivor}} empurra {{zombies}} de {{from}} para {{to}}",
    "event.CardTransmuted": "{{survivor}} entrega {{card}} à Transmutação e compra uma carta nova",
  },
};
