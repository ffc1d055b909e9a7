import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** Lock it down: a survivor closed an open door of its Zone. */
export interface DoorLocked {
  readonly type: "DoorLocked";
  readonly survivor: string;
  readonly door: string;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    DoorLocked: DoorLocked;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  DoorLocked: { fields: { survivor: "survivor" } },
};

export const WORDS: ModuleWords = {
  en: { "event.DoorLocked": "{{survivor}} shuts door {{door}}: opening it again spawns nothing" },
  "pt-BR": {
    "event.DoorLocked": "{{survivor}} fecha a porta {{door}}: abri-la de novo não faz Zumbis aparecerem",
  },
};
