import type { MissionFields } from "../model/records.ts";

export type CarRule = "drive" | "policeSearch";

/**
 * The mission's `cars` switches (§2: cars are used only as the mission allows). Both off is the default, so
 * the field is left out then.
 */
export function setCarRule(mission: MissionFields, rule: CarRule, on: boolean): Partial<MissionFields> {
  const cars = { drive: false, policeSearch: false, ...mission.cars, [rule]: on };
  return { cars: cars.drive || cars.policeSearch ? cars : undefined };
}

/** `allowCompanionEliminations`: off is the default, so the field is left out then. */
export function setCompanionEliminations(on: boolean): Partial<MissionFields> {
  return { allowCompanionEliminations: on ? true : undefined };
}
