import type { CardUid } from "../../../game/cards.ts";
import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** A red All-Out die showed a Break: the weapon is discarded right after the Combat Action (one per Break). */
export interface WeaponBroken {
  readonly type: "WeaponBroken";
  readonly survivor: string;
  readonly card: CardUid;
  /** Breaks the roll showed in all (a Dual pair loses one weapon per Break). */
  readonly breaks: number;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    WeaponBroken: WeaponBroken;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  WeaponBroken: { fields: { survivor: "survivor", card: "card" } },
};

export const EVENT_WORDS: ModuleWords = {
  en: { "event.WeaponBroken": "{{survivor}}'s {{card}} breaks (a Break on an All-Out die)" },
  "pt-BR": { "event.WeaponBroken": "{{card}} de {{survivor}} quebra (uma Quebra num dado Tudo ou nada)" },
};
