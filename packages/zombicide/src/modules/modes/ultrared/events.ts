import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** Ultrared mode (p.35): Red reached, the tracker goes back to 0 plus the AP past 43. */
export interface UltraredReset {
  readonly type: "UltraredReset";
  readonly survivor: string;
  /** Times the survivor has now reached Red. */
  readonly laps: number;
  /** AP carried onto the new lap (the new tracker value). */
  readonly carried: number;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    UltraredReset: UltraredReset;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  UltraredReset: { fields: { survivor: "survivor" } },
};

export const EVENT_WORDS: ModuleWords = {
  en: {
    "event.UltraredReset":
      "{{survivor}} goes past Red: Ultrared ×{{laps}}, the bar starts again at {{carried}}",
  },
  "pt-BR": {
    "event.UltraredReset":
      "{{survivor}} passa do Vermelho: Ultravermelho ×{{laps}}, a barra recomeça em {{carried}}",
  },
};
