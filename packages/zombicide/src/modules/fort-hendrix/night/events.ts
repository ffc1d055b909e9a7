import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** The Clock moved forward 1 hour in the End Phase (`from` and `hour`: 0-23). */
export interface ClockAdvanced {
  readonly type: "ClockAdvanced";
  readonly from: number;
  readonly hour: number;
  readonly rule: string;
}

/** The Clock reached 7pm: the Night rules apply. */
export interface NightFell {
  readonly type: "NightFell";
  readonly hour: number;
  readonly rule: string;
}

/** The Clock reached 7am: classic rules again. */
export interface DayBroke {
  readonly type: "DayBroke";
  readonly hour: number;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    ClockAdvanced: ClockAdvanced;
    NightFell: NightFell;
    DayBroke: DayBroke;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  ClockAdvanced: {},
  NightFell: {},
  DayBroke: {},
};

export const WORDS: ModuleWords = {
  en: {
    name: "The Clock and Night",
    summary:
      "The Clock moves 1 hour each End Phase. From 7pm to 6am it is night: Survivors see Range 0-1, Zombies Range 0, Ranged Attacks need 6 unless the target Zone is lit.",
    "event.ClockAdvanced": "The Clock moves from {{from}}:00 to {{hour}}:00",
    "event.NightFell":
      "Night falls ({{hour}}:00): survivors see Range 0-1, zombies Range 0, shots into the dark need 6",
    "event.DayBroke": "Day breaks ({{hour}}:00): the Night rules no longer apply",
    nightVision: "Night vision: ignores the Night rules",
    nightFighter: "Night fighter: Ranged Attacks at night need 5+",
  },
  "pt-BR": {
    name: "O Relógio e a Noite",
    summary:
      "O Relógio avança 1 hora a cada Fase Final. Das 19h às 6h é noite: Sobreviventes veem Alcance 0-1, Zumbis Alcance 0, Ataques à Distância precisam de 6 salvo se a Zona alvo estiver iluminada.",
    "event.ClockAdvanced": "O Relógio avança de {{from}}:00 para {{hour}}:00",
    "event.NightFell":
      "A noite cai ({{hour}}:00): sobreviventes veem Alcance 0-1, zumbis Alcance 0, tiros no escuro precisam de 6",
    "event.DayBroke": "O dia nasce ({{hour}}:00): as regras da Noite deixam de valer",
    nightVision: "Visão noturna: ignora as regras da Noite",
    nightFighter: "Lutador noturno: Ataques à Distância à noite precisam de 5+",
  },
};
