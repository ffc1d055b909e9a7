import type { Words } from "../words/words.ts";
import type { CarView } from "./cars-on-board.ts";

interface Who {
  readonly id: string;
  readonly companion?: { readonly leader: string | null; readonly skill: string | null };
}

/** "Companion of Josh, lends Medic, in the Muscle car (Passenger)": what the board and the dashboard add to a survivor's name. */
export function survivorNote(w: Words, s: Who, cars: readonly CarView[] | undefined): string | undefined {
  const parts: string[] = [];
  if (s.companion) {
    parts.push(
      s.companion.leader
        ? w.t("dashboard.companionOf", { leader: w.survivor(s.companion.leader) })
        : w.t("dashboard.companionLone"),
    );
    if (s.companion.leader && s.companion.skill)
      parts.push(w.t("dashboard.lends", { skill: w.skill(s.companion.skill) }));
  }
  const car = cars?.find((c) => c.driver === s.id || c.passengers.includes(s.id));
  if (car)
    parts.push(
      w.t("dashboard.inCar", {
        car: w.car(car.id),
        seat: w.t(car.driver === s.id ? "dashboard.seat_driver" : "dashboard.seat_passenger"),
      }),
    );
  return parts.length > 0 ? parts.join(", ") : undefined;
}

/** "Josh drives; passengers: Lili; an Epic crate in the trunk": a car's accessible name after its type. */
export function carDetail(w: Words, car: CarView): string {
  const parts: string[] = [];
  if (car.driver) parts.push(w.t("dashboard.carDriver", { driver: w.survivor(car.driver) }));
  if (car.passengers.length > 0)
    parts.push(w.t("dashboard.carPassengers", { passengers: w.list(car.passengers.map(w.survivor)) }));
  if (car.crate) parts.push(w.t("dashboard.carCrate"));
  return parts.length > 0 ? parts.join("; ") : w.t("dashboard.carEmpty");
}
