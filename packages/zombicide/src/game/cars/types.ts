import type { CardUid } from "../cards.ts";
import type { ZoneId } from "../types.ts";

/** 2E's Muscle and Police cars; the classic family's Pimpmobile (Season 1). */
export type CarType = "muscle" | "police" | "pimpmobile";
export type CarSeat = "driver" | "passenger";
/** How a Drive entered a Zone: 2E's Slow and Fast, or a classic Drive (1 or 2 Zones, all run over). */
export type CarSpeed = "slow" | "fast" | "drive";

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
  /** A Police Car the mission allows searching for weapons; a Pimpmobile not searched yet (classic). */
  readonly searchable: boolean;
  /** Riders without a seat (classic dogs, on their Trainer's Instruction): they go where the car goes. */
  readonly riders?: readonly string[];
  /** Equipment cards hidden in the car (Toxic City Mall), in the order they were put there. */
  readonly stash?: readonly CardUid[];
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
