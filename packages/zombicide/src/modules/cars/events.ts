import type { CarSeat, CarSpeed } from "../../game/cars/types.ts";
import type { ZoneId } from "../../game/types.ts";
import type { EventReading, ModuleWords } from "../../kernel/module.ts";

/** Car events (§5 Car Actions); kills, dice and Friendly Fire of a Car Attack use the combat events. */
export interface CarEntered {
  readonly type: "CarEntered";
  readonly survivor: string;
  readonly car: string;
  readonly seat: CarSeat;
  /** Companions of the survivor taking Passenger seats with it (§12). */
  readonly companions: readonly string[];
  readonly rule: string;
}

export interface CarLeft {
  readonly type: "CarLeft";
  readonly survivor: string;
  readonly car: string;
  readonly companions: readonly string[];
  readonly rule: string;
}

export interface CarSeatChanged {
  readonly type: "CarSeatChanged";
  readonly survivor: string;
  readonly car: string;
  readonly seat: CarSeat;
  readonly rule: string;
}

/** One per Zone entered: a Fast Drive gives two. */
export interface CarDriven {
  readonly type: "CarDriven";
  readonly car: string;
  readonly driver: string;
  readonly from: ZoneId;
  readonly to: ZoneId;
  readonly speed: CarSpeed;
  readonly occupants: readonly string[];
  readonly rule: string;
}

export interface CarAttacked {
  readonly type: "CarAttacked";
  readonly car: string;
  readonly driver: string;
  readonly zone: ZoneId;
  readonly rule: string;
}

export interface CarSearched {
  readonly type: "CarSearched";
  readonly survivor: string;
  readonly car: string;
  /** Cards drawn that were not weapons, discarded. */
  readonly discarded: readonly string[];
  readonly rule: string;
}

declare module "../../game/events.ts" {
  interface ModuleEvents {
    CarEntered: CarEntered;
    CarLeft: CarLeft;
    CarSeatChanged: CarSeatChanged;
    CarDriven: CarDriven;
    CarAttacked: CarAttacked;
    CarSearched: CarSearched;
  }
}

const companions = { read: "survivors", phrase: "phrase.companions" } as const;

export const EVENTS: Readonly<Record<string, EventReading>> = {
  CarEntered: { fields: { survivor: "survivor", car: "car", companions }, variant: "seat" },
  CarLeft: { fields: { survivor: "survivor", car: "car", companions } },
  CarSeatChanged: { fields: { survivor: "survivor", car: "car" }, variant: "seat" },
  CarDriven: { fields: { driver: "survivor", car: "car" }, variant: "speed" },
  CarAttacked: { fields: { driver: "survivor", car: "car" } },
  CarSearched: {
    fields: { survivor: "survivor", car: "car", discarded: "cards" },
    variant: "discarded",
    variantBy: "presence",
  },
};

export const WORDS: ModuleWords = {
  en: {
    "event.CarEntered_driver": "{{survivor}} gets into the {{car}} as the Driver{{companions}}",
    "event.CarEntered_passenger": "{{survivor}} gets into the {{car}} as a Passenger{{companions}}",
    "phrase.companions": " (with {{companions}})",
    "event.CarLeft": "{{survivor}} gets out of the {{car}}{{companions}}",
    "event.CarSeatChanged_driver": "{{survivor}} takes the wheel of the {{car}}",
    "event.CarSeatChanged_passenger": "{{survivor}} moves to a Passenger seat of the {{car}}",
    "event.CarDriven_slow": "{{driver}} drives the {{car}} slowly from {{from}} to {{to}}",
    "event.CarDriven_fast": "{{driver}} drives the {{car}} fast from {{from}} to {{to}}",
    "event.CarDriven_drive": "{{driver}} drives the {{car}} from {{from}} to {{to}}",
    "event.CarAttacked": "{{driver}} rams the zombies in {{zone}} with the {{car}}",
    "event.CarSearched_none": "{{survivor}} searches the {{car}}",
    "event.CarSearched_some": "{{survivor}} searches the {{car}} and throws away {{discarded}}",
  },
  "pt-BR": {
    "event.CarEntered_driver": "{{survivor}} entra no {{car}} como Motorista{{companions}}",
    "event.CarEntered_passenger": "{{survivor}} entra no {{car}} como Passageiro{{companions}}",
    "phrase.companions": " (com {{companions}})",
    "event.CarLeft": "{{survivor}} sai do {{car}}{{companions}}",
    "event.CarSeatChanged_driver": "{{survivor}} assume o volante do {{car}}",
    "event.CarSeatChanged_passenger": "{{survivor}} passa para um banco de Passageiro do {{car}}",
    "event.CarDriven_slow": "{{driver}} dirige o {{car}} devagar de {{from}} para {{to}}",
    "event.CarDriven_fast": "{{driver}} dirige o {{car}} rápido de {{from}} para {{to}}",
    "event.CarDriven_drive": "{{driver}} dirige o {{car}} de {{from}} para {{to}}",
    "event.CarAttacked": "{{driver}} atropela os zumbis em {{zone}} com o {{car}}",
    "event.CarSearched_none": "{{survivor}} revista o {{car}}",
    "event.CarSearched_some": "{{survivor}} revista o {{car}} e joga fora {{discarded}}",
  },
};
