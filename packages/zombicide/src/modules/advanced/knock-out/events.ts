import type { CardUid } from "../../../game/cards.ts";
import type { ZoneId } from "../../../game/types.ts";
import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** A survivor lost its last Health: KOed, not dead; an objective until the End Phase of `deadline`. */
export interface SurvivorKnockedOut {
  readonly type: "SurvivorKnockedOut";
  readonly survivor: string;
  readonly zone: ZoneId;
  readonly deadline: number;
  /** Every card it held, discarded (no Keep roll). */
  readonly discarded: readonly CardUid[];
  readonly rule: string;
}

/** Another survivor took the KOed survivor (Take an Objective Action): saved, out until the next mission. */
export interface SurvivorRescued {
  readonly type: "SurvivorRescued";
  readonly survivor: string;
  readonly by: string;
  readonly zone: ZoneId;
  readonly rule: string;
}

/** Nobody took the KOed survivor by the End Phase of its deadline round: dead for good. */
export interface SurvivorDied {
  readonly type: "SurvivorDied";
  readonly survivor: string;
  readonly zone: ZoneId;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    SurvivorKnockedOut: SurvivorKnockedOut;
    SurvivorRescued: SurvivorRescued;
    SurvivorDied: SurvivorDied;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  SurvivorKnockedOut: { fields: { survivor: "survivor" } },
  SurvivorRescued: { fields: { survivor: "survivor", by: "survivor" } },
  SurvivorDied: { fields: { survivor: "survivor" } },
};

export const EVENT_WORDS: ModuleWords = {
  en: {
    "event.SurvivorKnockedOut":
      "{{survivor}} is KOed in {{zone}}: their cards are discarded; take them by the end of round {{deadline}}",
    "event.SurvivorRescued": "{{by}} takes {{survivor}} to safety: out until the next mission",
    "event.SurvivorDied": "Nobody took {{survivor}} in time: R.I.P.",
  },
  "pt-BR": {
    "event.SurvivorKnockedOut":
      "{{survivor}} está nocauteado em {{zone}}: suas cartas são descartadas; resgatem até o fim da rodada {{deadline}}",
    "event.SurvivorRescued": "{{by}} leva {{survivor}} para um lugar seguro: fora até a próxima missão",
    "event.SurvivorDied": "Ninguém resgatou {{survivor}} a tempo: R.I.P.",
  },
};
