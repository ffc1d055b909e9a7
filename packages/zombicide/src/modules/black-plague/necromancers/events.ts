import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

export interface NecromancerCardDrawn {
  readonly type: "NecromancerCardDrawn";
  readonly card: string;
  readonly zone: string;
  readonly rule: string;
}
export interface NecromancerArrived {
  readonly type: "NecromancerArrived";
  readonly zombie: string;
  readonly zone: string;
  readonly token: string;
  readonly card: string;
  readonly rule: string;
}
export interface NecromancersActivated {
  readonly type: "NecromancersActivated";
  readonly card: string;
  readonly zombies: readonly string[];
  readonly rule: string;
}
export interface NecromancerFled {
  readonly type: "NecromancerFled";
  readonly zombie: string;
  readonly from: string;
  readonly to: string;
  readonly goal: string;
  readonly rule: string;
}
export interface NecromancerEscaped {
  readonly type: "NecromancerEscaped";
  readonly zombie: string;
  readonly zone: string;
  /** Spawn tokens on the board once it left. */
  readonly tokens: number;
  readonly rule: string;
}
export interface SpawnZoneRemoved {
  readonly type: "SpawnZoneRemoved";
  readonly zone: string;
  readonly token: string;
  readonly by: string;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    NecromancerCardDrawn: NecromancerCardDrawn;
    NecromancerArrived: NecromancerArrived;
    NecromancersActivated: NecromancersActivated;
    NecromancerFled: NecromancerFled;
    NecromancerEscaped: NecromancerEscaped;
    SpawnZoneRemoved: SpawnZoneRemoved;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  NecromancerCardDrawn: { fields: { card: "zombieCards" } },
  NecromancerArrived: { fields: {} },
  NecromancersActivated: { fields: { zombies: "zombies" }, count: "zombies" },
  NecromancerFled: { fields: {} },
  NecromancerEscaped: { fields: {} },
  SpawnZoneRemoved: { fields: { by: "survivor" } },
};

export const WORDS: ModuleWords = {
  en: {
    name: "Necromancers",
    summary:
      "Necromancers bring their own Spawn Zone, flee to another, and the game is lost if one escapes with 6 tokens out.",
    "event.NecromancerCardDrawn": "Necromancer card {{card}} in {{zone}}",
    "event.NecromancerArrived": "A Necromancer arrives in {{zone}} with its Spawn token",
    "event.NecromancersActivated_one": "{{zombies}} gets an extra Activation",
    "event.NecromancersActivated_other": "{{zombies}} get an extra Activation",
    "event.NecromancerFled": "A Necromancer flees from {{from}} to {{to}}, toward {{goal}}",
    "event.NecromancerEscaped": "A Necromancer escapes from {{zone}}; {{tokens}} Spawn tokens on the board",
    "event.SpawnZoneRemoved": "{{by}} killed a Necromancer: the Spawn Zone in {{zone}} is removed",
  },
  "pt-BR": {
    name: "Necromantes",
    summary:
      "Necromantes trazem sua Zona de Entrada, fogem para outra, e o jogo se perde se um fugir com 6 fichas no tabuleiro.",
    "event.NecromancerCardDrawn": "Carta de Necromante {{card}} em {{zone}}",
    "event.NecromancerArrived": "Um Necromante chega em {{zone}} com sua ficha de Entrada",
    "event.NecromancersActivated_one": "{{zombies}} ganha uma ativação extra",
    "event.NecromancersActivated_other": "{{zombies}} ganham uma ativação extra",
    "event.NecromancerFled": "Um Necromante foge de {{from}} para {{to}}, rumo a {{goal}}",
    "event.NecromancerEscaped": "Um Necromante foge por {{zone}}; {{tokens}} fichas de Entrada no tabuleiro",
    "event.SpawnZoneRemoved": "{{by}} matou um Necromante: a Zona de Entrada em {{zone}} sai",
  },
};
