import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** Repair Kit (Fort Hendrix): the card discarded so the roll's Breaks are ignored. */
export interface RepairKitUsed {
  readonly type: "RepairKitUsed";
  readonly survivor: string;
  readonly card: string;
  readonly breaks: number;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    RepairKitUsed: RepairKitUsed;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  RepairKitUsed: { fields: { survivor: "survivor", card: "card" } },
};

export const WORDS = {
  en: {
    name: "Repair Kit",
    summary: "Discard a Repair Kit to ignore every Break of one attack roll.",
    "event.RepairKitUsed": "{{survivor}} discards {{card}}: the roll's Breaks ({{breaks}}) are ignored",
  },
  "pt-BR": {
    name: "Kit de Reparos",
    summary: "Descarte um Kit de Reparos para ignorar todas as Quebras de uma rolagem de ataque.",
    "event.RepairKitUsed": "{{survivor}} descarta {{card}}: as Quebras da rolagem ({{breaks}}) são ignoradas",
  },
} satisfies ModuleWords;
