import type { Board, BoardToken, ZombicideView } from "@horda/zombicide";

export type CarView = NonNullable<ZombicideView["cars"]>[number];

/** Words for a car's accessible name, given by the table (names in the current language). */
export interface CarWords {
  /** "Josh drives; passengers: Lili; an Epic crate in the trunk" (empty for an empty car). */
  detail(car: CarView): string;
  /** "Josh +1": who is in it, short, drawn under the car (empty for an empty car). */
  seats(car: CarView): string;
}

/** Map token kinds the table draws from the state instead: cars move, Companions are survivors. */
const FROM_STATE: ReadonlySet<string> = new Set(["car", "companion"]);

/**
 * A cell of the zone for a piece the state adds (a car, a Spawn token laid in play): the one farthest from the
 * zone's anchor (pieces fill the nearest first), free of tokens when one is.
 */
export function freeCell(board: Board, zone: number, taken: ReadonlySet<number>): number | null {
  return cellFromAnchor(board, zone, taken, "farthest");
}

/**
 * The zone's cell nearest its anchor or farthest from it, among those not `taken` (any cell when all are), the
 * lower cell number on a tie.
 */
export function cellFromAnchor(
  board: Board,
  zone: number,
  taken: ReadonlySet<number>,
  end: "nearest" | "farthest",
): number | null {
  const z = board.zones[zone];
  if (!z || z.cells.length === 0) return null;
  const { x: ax, y: ay } = z.anchor;
  const dist = (c: number) => ((c % board.width) - ax) ** 2 + (Math.floor(c / board.width) - ay) ** 2;
  const free = z.cells.filter((c) => !taken.has(c));
  const pool = free.length > 0 ? free : [...z.cells];
  const sign = end === "nearest" ? 1 : -1;
  return [...pool].sort((a, b) => sign * (dist(a) - dist(b)) || a - b)[0] ?? null;
}

/**
 * The board the table draws: the map's car and Companion tokens left out, and one car token per car of the
 * state, in the car's zone now, named with who drives and rides and whether the crate is still in the trunk.
 * Pieces then keep off the car's cell, and the zone's name lists the car.
 */
export function boardWithCars(board: Board, cars: readonly CarView[] | undefined, words: CarWords): Board {
  const kept = board.tokens.filter((t) => !FROM_STATE.has(t.kind));
  if (kept.length === board.tokens.length && !cars?.length) return board;
  const taken = new Set(kept.filter((t) => t.kind !== "zombies").map((t) => t.y * board.width + t.x));
  const tokens: BoardToken[] = [...kept];
  for (const car of cars ?? []) {
    const zone = board.zoneIndex[car.zone];
    if (zone === undefined) continue;
    const cell = freeCell(board, zone, taken);
    if (cell === null) continue;
    taken.add(cell);
    tokens.push({
      index: board.tokens.length + tokens.length,
      id: `car:${car.id}`,
      kind: "car",
      zone,
      x: cell % board.width,
      y: Math.floor(cell / board.width),
      props: { car: car.type, crate: car.crate, detail: words.detail(car), seats: words.seats(car) },
    });
  }
  return { ...board, tokens };
}
