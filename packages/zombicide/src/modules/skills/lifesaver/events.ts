import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** Lifesaver (§10): a survivor pulled out of a Zone with Zombies. */
export interface SurvivorPulled {
  readonly type: "SurvivorPulled";
  readonly survivor: string;
  readonly by: string;
  readonly from: string;
  readonly to: string;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    SurvivorPulled: SurvivorPulled;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  SurvivorPulled: { fields: { survivor: "survivor", by: "survivor" } },
};

export const WORDS: ModuleWords = {
  en: { "event.SurvivorPulled": "{{by}} pulls {{survivor}} from {{from}} to {{to}}" },
  "pt-BR": { "event.SurvivorPulled": "{{by}} puxa {{survivor}} de {{from}} para {{to}}" },
};
