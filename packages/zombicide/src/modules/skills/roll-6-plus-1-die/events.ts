import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** Roll 6: +1 die (§10): the dice added for the 6s rolled. */
export interface BonusDiceRolled {
  readonly type: "BonusDiceRolled";
  readonly survivor: string;
  readonly skill: string;
  readonly dice: readonly number[];
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    BonusDiceRolled: BonusDiceRolled;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  BonusDiceRolled: { fields: { survivor: "survivor", skill: "skill", dice: "dice" } },
};

export const WORDS: ModuleWords = {
  en: { "event.BonusDiceRolled": "{{survivor}}'s {{skill}} adds dice: {{dice}}" },
  "pt-BR": { "event.BonusDiceRolled": "{{skill}} de {{survivor}} acrescenta dados: {{dice}}" },
};
