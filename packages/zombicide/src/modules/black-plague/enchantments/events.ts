import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** An Enchantment Action: the card cast and the Survivor it was cast on. */
export interface EnchantmentCast {
  readonly type: "EnchantmentCast";
  readonly survivor: string;
  readonly card: string;
  readonly target: string;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    EnchantmentCast: EnchantmentCast;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  EnchantmentCast: { fields: { survivor: "survivor", card: "card", target: "survivor" } },
};

export const WORDS: ModuleWords = {
  en: {
    name: "Enchantment Action",
    summary: "An enchantment in Hand is cast on a Survivor in sight, each copy once per Turn.",
    "event.EnchantmentCast": "{{survivor}} casts {{card}} on {{target}}",
  },
  "pt-BR": {
    name: "Ação de Encantamento",
    summary: "Um encantamento na Mão é lançado num Sobrevivente à vista, cada cópia uma vez por Turno.",
    "event.EnchantmentCast": "{{survivor}} lança {{card}} em {{target}}",
  },
};
