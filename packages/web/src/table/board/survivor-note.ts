import { moduleNamespace } from "../i18n/module-words.ts";
import type { Words } from "../words/words.ts";
import type { CarView } from "./cars-on-board.ts";

/** The words of the cars and Companions modules (their `play-words.ts`). */
const CARS = moduleNamespace("cars");
const COMPANIONS = moduleNamespace("companions");

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
        ? w.t("note.companionOf", { ns: COMPANIONS, leader: w.survivor(s.companion.leader) })
        : w.t("note.lone", { ns: COMPANIONS }),
    );
    if (s.companion.leader && s.companion.skill)
      parts.push(w.t("note.lends", { ns: COMPANIONS, skill: w.skill(s.companion.skill) }));
  }
  const car = cars?.find((c) => c.driver === s.id || c.passengers.includes(s.id) || c.riders?.includes(s.id));
  const seat =
    car?.driver === s.id
      ? "note.seat_driver"
      : car?.passengers.includes(s.id)
        ? "note.seat_passenger"
        : "note.seat_none";
  if (car) parts.push(w.t("note.inCar", { ns: CARS, car: w.car(car.id), seat: w.t(seat, { ns: CARS }) }));
  return parts.length > 0 ? parts.join(", ") : undefined;
}

/** "Josh +1": the car's Driver (else its first rider) and how many more sit in it; empty for an empty car. */
export function carSeats(w: Words, car: CarView): string {
  const inside = [car.driver, ...car.passengers, ...(car.riders ?? [])].filter((s): s is string => !!s);
  const [first] = inside;
  if (!first) return "";
  return inside.length > 1 ? `${w.survivor(first)} +${inside.length - 1}` : w.survivor(first);
}

/** "Josh drives; passengers: Lili; an Epic crate in the trunk": a car's accessible name after its type. */
export function carDetail(w: Words, car: CarView): string {
  const parts: string[] = [];
  if (car.driver) parts.push(w.t("note.driver", { ns: CARS, driver: w.survivor(car.driver) }));
  if (car.passengers.length > 0)
    parts.push(w.t("note.passengers", { ns: CARS, passengers: w.list(car.passengers.map(w.survivor)) }));
  if (car.riders?.length)
    parts.push(w.t("note.riders", { ns: CARS, riders: w.list(car.riders.map(w.survivor)) }));
  if (car.crate) parts.push(w.t("note.crate", { ns: CARS }));
  if (car.stash?.length) parts.push(w.t("note.stash", { ns: CARS, count: car.stash.length }));
  return parts.length > 0 ? parts.join("; ") : w.t("note.empty", { ns: CARS });
}
