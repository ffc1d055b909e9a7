import type { EventReading, ModuleWords } from "../../kernel/module.ts";

/** A food card discarded for its AP (game/actions/eat.ts). */
export interface FoodEaten {
  readonly type: "FoodEaten";
  readonly survivor: string;
  readonly card: string;
  readonly uid: string;
  readonly adrenaline: number;
  readonly rule: string;
}

declare module "../../game/events.ts" {
  interface ModuleEvents {
    FoodEaten: FoodEaten;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  FoodEaten: { fields: { survivor: "survivor", card: "card" } },
};

export const WORDS: ModuleWords = {
  // `_xp`: the words the table reads in the profiles that call the points XP (Black Plague, classic).
  en: {
    "event.FoodEaten": "{{survivor}} eats {{card}}: +{{adrenaline}} adrenaline",
    "event.FoodEaten_xp": "{{survivor}} eats {{card}}: +{{adrenaline}} XP",
  },
  "pt-BR": {
    "event.FoodEaten": "{{survivor}} come {{card}}: +{{adrenaline}} de adrenalina",
    "event.FoodEaten_xp": "{{survivor}} come {{card}}: +{{adrenaline}} XP",
  },
};
