import type { ZView } from "@horda/zurvivors";
import { localText, type Words } from "./words.ts";

/** The box of a placement card a table of this size reads (3 players read the "4" box). */
export function boxKeyFor(players: number): "4" | "5" | "6" {
  return players <= 4 ? "4" : players === 5 ? "5" : "6";
}

export interface PlacementSlot {
  readonly id: string;
  readonly order: number;
  readonly text: string;
  /** Who took it this round, and how ("escape" in order, or "last" when left over). */
  readonly takenBy: readonly { seat: string; how: "escape" | "last" }[];
  /** Still in this round's deck, waiting for the next escape. */
  readonly waiting: boolean;
}

/** This round's placement cards in ascending order, with who took each. */
export function placementSlots(w: Words, view: ZView = w.view): PlacementSlot[] {
  const key = boxKeyFor(view.seats.length);
  return [...view.set.placement.cards]
    .sort((a, b) => a.order - b.order)
    .filter((c) => c.boxes[key] !== undefined && c.order <= view.seats.length)
    .filter((c) => view.placementDeck.includes(c.id) || view.placements.some((p) => p.card === c.id))
    .map((c) => ({
      id: c.id,
      order: c.order,
      text: localText(c.boxes[key]!.text, w.lang),
      takenBy: view.placements.filter((p) => p.card === c.id).map((p) => ({ seat: p.seat, how: p.how })),
      waiting: view.placementDeck.includes(c.id),
    }));
}
