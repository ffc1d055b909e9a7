import type { Seat } from "@horda/table";
import type { ZView } from "@horda/zurvivors";

export interface TrackCell {
  readonly index: number;
  readonly kind: "hordeEnd" | "city" | "start" | "rescue";
  /** The city card here (its id only once face up). */
  readonly city: { readonly id: string | null; readonly faceUp: boolean } | null;
  /** The Zombie Horde Card stands here. */
  readonly horde: boolean;
  /** Already swallowed by the horde. */
  readonly overrun: boolean;
  /** Living survivors standing here (zombies leave the track). */
  readonly survivors: readonly Seat[];
}

/** The city as a row of cards from the horde's end to the Rescue Card. */
export function trackCells(view: ZView): TrackCell[] {
  const { track } = view;
  return track.cards.map((card, index) => ({
    index,
    kind:
      index === 0 ? "hordeEnd" : index === track.start ? "start" : index === track.rescue ? "rescue" : "city",
    city: card,
    horde: index === track.horde,
    overrun: index < track.horde,
    survivors: view.players.filter((p) => !p.zombie && p.pos === index).map((p) => p.seat),
  }));
}

/** How many city cards lie between a survivor and the horde (0 = reached). */
export function distanceFromHorde(view: ZView, seat: Seat): number {
  const p = view.players.find((x) => x.seat === seat);
  return p ? Math.max(0, p.pos - view.track.horde) : 0;
}
