import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** Zombie link (§10): an extra Turn in the middle of the Zombie Phase (told by game/extra-turn.ts when it starts). */
export interface ExtraTurnStarted {
  readonly type: "ExtraTurnStarted";
  readonly survivor: string;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    ExtraTurnStarted: ExtraTurnStarted;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  ExtraTurnStarted: { fields: { survivor: "survivor" } },
};

export const WORDS: ModuleWords = {
  en: {
    "event.ExtraTurnStarted": "Zombie link: {{survivor}} takes an extra turn before the zombies move",
    // The table's banner while the extra Turn is played.
    "banner.extraTurn": "Zombie link: {{survivor}} takes an extra turn in the middle of the zombies' phase",
  },
  "pt-BR": {
    "banner.extraTurn": "Elo zumbi: {{survivor}} joga um turno extra no meio da fase dos zumbis",
    "event.ExtraTurnStarted": "Elo zumbi: {{survivor}} joga um turno extra antes de os zumbis se moverem",
  },
};
