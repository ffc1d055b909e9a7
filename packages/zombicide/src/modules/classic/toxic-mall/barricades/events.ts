import type { EventReading, ModuleWords } from "../../../../kernel/module.ts";

export interface BarricadeStarted {
  readonly type: "BarricadeStarted";
  readonly survivor: string;
  readonly edge: string;
  readonly rule: string;
}

export interface BarricadeCompleted {
  readonly type: "BarricadeCompleted";
  readonly survivor: string;
  readonly edge: string;
  /** Everybody who built it: each gains 5 Adrenaline. */
  readonly builders: readonly string[];
  /** The site now blocks movement (enough complete barricades). */
  readonly blocks: boolean;
  readonly rule: string;
}

export interface BarricadeTornDown {
  readonly type: "BarricadeTornDown";
  /** The survivor who tore it down, or null: zombies given an extra Activation destroyed it. */
  readonly survivor: string | null;
  readonly edge: string;
  readonly with: string | null;
  readonly rule: string;
}

/** Zombies whose step would cross a complete barricade stay behind it. */
export interface ZombiesStoppedByBarricade {
  readonly type: "ZombiesStoppedByBarricade";
  readonly zone: string;
  readonly zombies: readonly string[];
  readonly rule: string;
}

declare module "../../../../game/events.ts" {
  interface ModuleEvents {
    BarricadeStarted: BarricadeStarted;
    BarricadeCompleted: BarricadeCompleted;
    BarricadeTornDown: BarricadeTornDown;
    ZombiesStoppedByBarricade: ZombiesStoppedByBarricade;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  BarricadeStarted: { fields: { survivor: "survivor" } },
  BarricadeCompleted: { fields: { survivor: "survivor", builders: "survivors" } },
  BarricadeTornDown: {
    fields: { survivor: "survivor", with: "card" },
    variant: "survivor",
    variantBy: "presence",
  },
  ZombiesStoppedByBarricade: { fields: { zombies: "zombies" }, count: "zombies" },
};

export const EVENT_WORDS: ModuleWords = {
  en: {
    "event.BarricadeStarted": "{{survivor}} starts a barricade at {{edge}} (incomplete: no effect yet)",
    "event.BarricadeCompleted": "{{survivor}} completes a barricade at {{edge}} ({{builders}} gain 5 XP)",
    "event.BarricadeTornDown_some": "{{survivor}} tears down the barricade at {{edge}} with {{with}}",
    "event.BarricadeTornDown_none": "Zombies given an extra Activation destroy the barricade at {{edge}}",
    "event.ZombiesStoppedByBarricade_one": "{{zombies}} piles up behind a barricade",
    "event.ZombiesStoppedByBarricade_other": "{{zombies}} pile up behind a barricade",
  },
  "pt-BR": {
    "event.BarricadeStarted": "{{survivor}} começa uma barricada em {{edge}} (incompleta: ainda sem efeito)",
    "event.BarricadeCompleted": "{{survivor}} completa uma barricada em {{edge}} ({{builders}} ganham 5 XP)",
    "event.BarricadeTornDown_some": "{{survivor}} derruba a barricada em {{edge}} com {{with}}",
    "event.BarricadeTornDown_none": "Zumbis com ativação extra destroem a barricada em {{edge}}",
    "event.ZombiesStoppedByBarricade_one": "{{zombies}} se acumula atrás de uma barricada",
    "event.ZombiesStoppedByBarricade_other": "{{zombies}} se acumulam atrás de uma barricada",
  },
};
