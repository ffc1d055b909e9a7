import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** Distributor (§10): the Spawn Step's Zombie cards, drawn before they are assigned. */
export interface SpawnCardsDealt {
  readonly type: "SpawnCardsDealt";
  readonly survivor: string;
  readonly cards: readonly string[];
  readonly zones: readonly string[];
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    SpawnCardsDealt: SpawnCardsDealt;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  SpawnCardsDealt: { fields: { survivor: "survivor", cards: "zombieCards", zones: "list" } },
};

export const WORDS: ModuleWords = {
  en: { "event.SpawnCardsDealt": "Distributor: {{survivor}} drew the Zombie cards {{cards}} for {{zones}}" },
  "pt-BR": {
    "event.SpawnCardsDealt": "Distribuidor: {{survivor}} comprou as cartas de zumbi {{cards}} para {{zones}}",
  },
};
