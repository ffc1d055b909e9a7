import type { ZoneId } from "../types.ts";

export type CarType = "muscle" | "police";
export type CarSeat = "driver" | "passenger";

/** A car holds 1 Driver and up to 3 Passengers (§5 Car Actions). */
export const PASSENGER_SEATS = 3;

/** A car on the board. Its occupants stand in its zone, so zombies, noise and Friendly Fire see them there. */
export interface CarState {
  readonly id: string;
  readonly type: CarType;
  readonly zone: ZoneId;
  readonly driver: string | null;
  readonly passengers: readonly string[];
  /** A Muscle Car's Epic Weapon Crate, still in the trunk. */
  readonly crate: boolean;
  /** The mission allows driving it. */
  readonly drivable: boolean;
  /** A Police Car the mission allows searching for weapons. */
  readonly searchable: boolean;
}

/** What a mission lets cars do (mission file `cars`). */
export interface CarRules {
  readonly drive: boolean;
  readonly policeSearch: boolean;
}

/** A car declared by the config (scenarios): a zone reference and who sits where. */
export interface CarSetup {
  readonly id: string;
  readonly type: CarType;
  readonly zone: string;
  readonly driver?: string | null | undefined;
  readonly passengers?: readonly string[] | undefined;
  readonly crate?: boolean | undefined;
  readonly drivable?: boolean | undefined;
  readonly searchable?: boolean | undefined;
}
