import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** Spare parts (Fort Hendrix): a weapon card discarded so the roll's Breaks are ignored. */
export interface SparePartsUsed {
  readonly type: "SparePartsUsed";
  readonly survivor: string;
  readonly card: string;
  readonly breaks: number;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    SparePartsUsed: SparePartsUsed;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  SparePartsUsed: { fields: { survivor: "survivor", card: "card" } },
};

export const WORDS: ModuleWords = {
  en: {
    "event.SparePartsUsed":
      "{{survivor}} discards {{card}} for spare parts: the roll's Breaks ({{breaks}}) are ignored",
  },
  "pt-BR": {
    "event.SparePartsUsed":
      "{{survivor}} descarta {{card}} como peças de reposição: as Quebras da rolagem ({{breaks}}) são ignoradas",
  },
};
