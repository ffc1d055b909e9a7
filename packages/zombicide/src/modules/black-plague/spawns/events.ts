import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

export interface DoubleSpawnDrawn {
  readonly type: "DoubleSpawnDrawn";
  readonly card: string;
  readonly zone: string;
  /** The zone that draws two cards. */
  readonly next: string;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    DoubleSpawnDrawn: DoubleSpawnDrawn;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  DoubleSpawnDrawn: { fields: { card: "zombieCards" } },
};

export const WORDS: ModuleWords = {
  en: {
    name: "Black Plague spawns",
    summary: "Double Spawn cards, and a card for every room of a building opened for the first time.",
    "event.DoubleSpawnDrawn": "Double Spawn ({{card}}) in {{zone}}: {{next}} draws two cards",
  },
  "pt-BR": {
    name: "Surgimentos do Black Plague",
    summary:
      "Cartas de Surgimento Duplo, e uma carta para cada sala de uma construção aberta pela primeira vez.",
    "event.DoubleSpawnDrawn": "Surgimento Duplo ({{card}}) em {{zone}}: {{next}} compra duas cartas",
  },
};
