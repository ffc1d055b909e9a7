import type { EventReading, ModuleWords } from "../../../../kernel/module.ts";

/** A survivor took its last Wound from the zombies: it lies down until the next Players' Phase. */
export interface SurvivorLaidDown {
  readonly type: "SurvivorLaidDown";
  readonly survivor: string;
  readonly zone: string;
  readonly rule: string;
}

/** It rises as its Zombivor side: Wounds gone, equipment and XP kept. */
export interface SurvivorResurrected {
  readonly type: "SurvivorResurrected";
  readonly survivor: string;
  /** The Zombivor side's ID card. */
  readonly card: string;
  readonly health: number;
  readonly rule: string;
}

declare module "../../../../game/events.ts" {
  interface ModuleEvents {
    SurvivorLaidDown: SurvivorLaidDown;
    SurvivorResurrected: SurvivorResurrected;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  SurvivorLaidDown: { fields: { survivor: "survivor" } },
  SurvivorResurrected: { fields: { survivor: "survivor" } },
};

export const EVENT_WORDS: ModuleWords = {
  en: {
    "event.SurvivorLaidDown":
      "{{survivor}} falls in {{zone}}, infected: the zombies ignore the body until it rises as a Zombivor",
    "event.SurvivorResurrected":
      "{{survivor}} rises as a Zombivor ({{health}} Health), keeping the equipment and the XP",
  },
  "pt-BR": {
    "event.SurvivorLaidDown":
      "{{survivor}} cai em {{zone}}, infectado: os zumbis ignoram o corpo até ele voltar como Zumbivivente",
    "event.SurvivorResurrected":
      "{{survivor}} volta como Zumbivivente ({{health}} de Vida), com o equipamento e a experiência",
  },
};
