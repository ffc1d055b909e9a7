import type { ZoneId } from "../../../../game/types.ts";
import type { EventReading, ModuleWords } from "../../../../kernel/module.ts";

/** A Toxic zombie killed in its killer's Zone sprays it with toxic blood: 1 Wound, a zombie attack. */
export interface ToxicBloodSprayed {
  readonly type: "ToxicBloodSprayed";
  readonly survivor: string;
  readonly zombie: string;
  readonly zombieType: string;
  readonly zone: ZoneId;
  readonly rule: string;
}

/** The spray misses a survivor immune to it (Toxic immunity, a Gas Mask). */
export interface ToxicBloodResisted {
  readonly type: "ToxicBloodResisted";
  readonly survivor: string;
  readonly why: string;
  readonly rule: string;
}

declare module "../../../../game/events.ts" {
  interface ModuleEvents {
    ToxicBloodSprayed: ToxicBloodSprayed;
    ToxicBloodResisted: ToxicBloodResisted;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  ToxicBloodSprayed: { fields: { survivor: "survivor", zombieType: "zombieType" } },
  ToxicBloodResisted: { fields: { survivor: "survivor" } },
};

export const EVENT_WORDS: ModuleWords = {
  en: {
    "event.ToxicBloodSprayed": "The {{zombieType}} sprays toxic blood on {{survivor}} as it dies (1 Wound)",
    "event.ToxicBloodResisted": "{{survivor}} shrugs off the toxic blood ({{why}})",
  },
  "pt-BR": {
    "event.ToxicBloodSprayed":
      "O {{zombieType}} esguicha sangue tóxico em {{survivor}} ao morrer (1 Ferimento)",
    "event.ToxicBloodResisted": "{{survivor}} resiste ao sangue tóxico ({{why}})",
  },
};
