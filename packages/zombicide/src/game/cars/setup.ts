import type { Board } from "../../board/types.ts";
import type { ZombicideConfig, ZombicideState } from "../types.ts";
import { type CarState, type CarType, PASSENGER_SEATS } from "./types.ts";

/**
 * Puts the map's car tokens and the config's cars into the state (§2 Cars). Without a mission cars may be
 * driven and Police Cars searched; a mission allows them in its `cars` field. Seated survivors are moved to
 * their car's zone. Returns a message when the config is wrong.
 */
export function setupCars(
  state: ZombicideState,
  board: Board,
  config: ZombicideConfig,
  zoneId: (ref: string, what: string) => string | { message: string },
): ZombicideState | string {
  const rules = config.carRules ??
    config.mission?.cars ?? {
      drive: config.mission === undefined,
      policeSearch: config.mission === undefined,
    };
  const cars: CarState[] = [];
  const make = (id: string, type: CarType, zone: string, crate?: boolean): CarState => ({
    id,
    type,
    zone,
    driver: null,
    passengers: [],
    crate: crate ?? type === "muscle",
    drivable: rules.drive,
    // A Pimpmobile is searched once for a Pimpweapon whatever the mission (classic §7 (?)).
    searchable: type === "pimpmobile" || (type === "police" && rules.policeSearch),
  });
  for (const t of board.tokens)
    if (t.kind === "car" && !(config.cars ?? []).some((c) => c.id === t.id))
      cars.push(
        make(
          t.id,
          t.props.car === "police" || t.props.car === "pimpmobile" ? t.props.car : "muscle",
          (board.zones[t.zone] as Board["zones"][number]).id,
          typeof t.props.crate === "boolean" ? t.props.crate : undefined,
        ),
      );
  let survivors = state.survivors;
  for (const c of config.cars ?? []) {
    const zone = zoneId(c.zone, `car ${c.id}`);
    if (typeof zone !== "string") return zone.message;
    if (cars.some((o) => o.id === c.id)) return `car id "${c.id}" is used twice`;
    const passengers = [...(c.passengers ?? [])];
    if (passengers.length > PASSENGER_SEATS) return `car ${c.id} has ${PASSENGER_SEATS} Passenger seats`;
    const seated = [...(c.driver ? [c.driver] : []), ...passengers];
    for (const id of seated) {
      if (!survivors.some((s) => s.id === id)) return `car ${c.id}: no survivor "${id}"`;
      if (
        cars.some((o) => o.driver === id || o.passengers.includes(id)) ||
        seated.indexOf(id) !== seated.lastIndexOf(id)
      )
        return `survivor ${id} sits in two seats`;
    }
    survivors = survivors.map((s) => (seated.includes(s.id) ? { ...s, zone } : s));
    const car = make(c.id, c.type, zone, c.crate);
    cars.push({
      ...car,
      driver: c.driver ?? null,
      passengers,
      drivable: c.drivable ?? car.drivable,
      searchable: c.type !== "muscle" && (c.searchable ?? car.searchable),
    });
  }
  const indoors = cars.find((c) => board.zones[board.zoneIndex[c.zone] as number]?.kind !== "street");
  if (indoors) return `car ${indoors.id} stands in ${indoors.zone}, which is not a street Zone`;
  return cars.length === 0 ? state : { ...state, survivors, cars };
}
