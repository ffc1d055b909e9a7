import type { ZoneId } from "../types.ts";
import type { CarSeat } from "./types.ts";

/** Car events (§5 Car Actions); kills, dice and Friendly Fire of a Car Attack use the combat events. */
export type CarEvent =
  | {
      readonly type: "CarEntered";
      readonly survivor: string;
      readonly car: string;
      readonly seat: CarSeat;
      /** Companions of the survivor taking Passenger seats with it (§12). */
      readonly companions: readonly string[];
      readonly rule: string;
    }
  | {
      readonly type: "CarLeft";
      readonly survivor: string;
      readonly car: string;
      readonly companions: readonly string[];
      readonly rule: string;
    }
  | {
      readonly type: "CarSeatChanged";
      readonly survivor: string;
      readonly car: string;
      readonly seat: CarSeat;
      readonly rule: string;
    }
  | {
      /** One per Zone entered: a Fast Drive gives two. */
      readonly type: "CarDriven";
      readonly car: string;
      readonly driver: string;
      readonly from: ZoneId;
      readonly to: ZoneId;
      readonly speed: "slow" | "fast";
      readonly occupants: readonly string[];
      readonly rule: string;
    }
  | {
      readonly type: "CarAttacked";
      readonly car: string;
      readonly driver: string;
      readonly zone: ZoneId;
      readonly rule: string;
    }
  | {
      readonly type: "CarSearched";
      readonly survivor: string;
      readonly car: string;
      /** Cards drawn that were not weapons, discarded. */
      readonly discarded: readonly string[];
      readonly rule: string;
    };
