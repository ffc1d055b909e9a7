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

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    EnchantmentCast: EnchantmentCast;
    SpeedMoved: SpeedMoved;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  EnchantmentCast: { fields: { survivor: "survivor", card: "card", target: "survivor" } },
  SpeedMoved: { fields: { survivor: "survivor" } },
};

export const WORDS: ModuleWords = {
  en: {
    name: "Enchantment Action",
    summary: "An enchantment in Hand is cast on a Survivor in sight, each copy once per Turn.",
    "event.EnchantmentCast": "{{survivor}} casts {{card}} on {{target}}",
    "event.SpeedMoved": "{{survivor}} moves from {{from}} to {{to}} with Speed",
  },
  "pt-BR": {
    name: "Ação de Encantamento",
    summary: "Um encantamento na Mão é lançado num Sobrevivente à vista, cada cópia uma vez por Turno.",
    "event.EnchantmentCast": "{{survivor}} lança {{card}} em {{target}}",
    "event.SpeedMoved": "{{survivor}} vai de {{from}} a {{to}} com Velocidade",
  },
};
