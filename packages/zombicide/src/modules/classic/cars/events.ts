import type { EventReading, ModuleWords } from "../../../kernel/module.ts";

/** The car ran over the miniatures of a Zone (classic §7): one die each. */
export interface CarRanOver {
  readonly type: "CarRanOver";
  readonly car: string;
  readonly driver: string;
  readonly zone: string;
  readonly miniatures: number;
  readonly rule: string;
}
/** The Pimpmobile was searched (its one Search): the Pimpweapon it gave, none when the deck was empty. */
export interface PimpmobileSearched {
  readonly type: "PimpmobileSearched";
  readonly survivor: string;
  readonly car: string;
  readonly card?: string;
  readonly rule: string;
}
export interface CardsHiddenInCar {
  readonly type: "CardsHiddenInCar";
  readonly survivor: string;
  readonly car: string;
  readonly cards: readonly string[];
  readonly rule: string;
}
export interface CardsTakenFromCar {
  readonly type: "CardsTakenFromCar";
  readonly survivor: string;
  readonly car: string;
  readonly cards: readonly string[];
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    CarRanOver: CarRanOver;
    PimpmobileSearched: PimpmobileSearched;
    CardsHiddenInCar: CardsHiddenInCar;
    CardsTakenFromCar: CardsTakenFromCar;
  }
}

export const EVENTS: Readonly<Record<string, EventReading>> = {
  CarRanOver: { fields: { driver: "survivor", car: "car" }, count: "miniatures" },
  PimpmobileSearched: {
    fields: { survivor: "survivor", car: "car", card: "card" },
    variant: "card",
    variantBy: "presence",
  },
  CardsHiddenInCar: { fields: { survivor: "survivor", car: "car", cards: "cards" } },
  CardsTakenFromCar: { fields: { survivor: "survivor", car: "car", cards: "cards" } },
};

export const WORDS: ModuleWords = {
  en: {
    "event.CarRanOver_one": "{{driver}} runs over the one miniature in {{zone}} with the {{car}} (1 die)",
    "event.CarRanOver_other":
      "{{driver}} runs over the {{count}} miniatures in {{zone}} with the {{car}} ({{count}} dice)",
    "event.PimpmobileSearched_some": "{{survivor}} searches the {{car}} and finds {{card}}",
    "event.PimpmobileSearched_none": "{{survivor}} searches the {{car}}: no Pimpweapon is left",
    "event.CardsHiddenInCar": "{{survivor}} hides {{cards}} in the {{car}}",
    "event.CardsTakenFromCar": "{{survivor}} takes {{cards}} from the {{car}}",
  },
  "pt-BR": {
    "event.CarRanOver_one": "{{driver}} atropela a miniatura em {{zone}} com o {{car}} (1 dado)",
    "event.CarRanOver_other":
      "{{driver}} atropela as {{count}} miniaturas em {{zone}} com o {{car}} ({{count}} dados)",
    "event.PimpmobileSearched_some": "{{survivor}} revista o {{car}} e acha {{card}}",
    "event.PimpmobileSearched_none": "{{survivor}} revista o {{car}}: não sobrou nenhuma Arma Tunada",
    "event.CardsHiddenInCar": "{{survivor}} esconde {{cards}} no {{car}}",
    "event.CardsTakenFromCar": "{{survivor}} pega {{cards}} do {{car}}",
  },
};
