import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** An Objective card gave a survivor extra CXP (a campaign counts it on the sheet). */
export interface ExtraCxpGained {
  readonly type: "ExtraCxpGained";
  readonly survivor: string;
  readonly amount: number;
  readonly card: string;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    ExtraCxpGained: ExtraCxpGained;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  ExtraCxpGained: { fields: { survivor: "survivor" } },
};

export const EVENT_WORDS: ModuleWords = {
  en: { "event.ExtraCxpGained": "{{survivor}} earns {{amount}} extra CXP from an Objective card" },
  "pt-BR": { "event.ExtraCxpGained": "{{survivor}} ganha {{amount}} CXP extra de uma carta de Objetivo" },
};
