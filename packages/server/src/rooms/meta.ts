import type { PublicSeat, Seat } from "@horda/table";

/** Who holds a seat: a person (by token), a server-side bot, or nobody yet. */
export interface SeatHolder {
  /** SHA-256 of the seat token; null while the seat is free. */
  readonly tokenHash: string | null;
  readonly name: string | null;
  /** SHA-256 of the holder's client token, for "my rooms". */
  readonly clientHash: string | null;
  /** The bot playing this seat, if the host handed it to one. */
  readonly bot: string | null;
}

/** The mutable part of a room besides its log: seats, host, pause. Persisted on every change. */
export interface RoomMeta {
  readonly hostHash: string;
  readonly paused: boolean;
  readonly seats: Readonly<Record<Seat, SeatHolder>>;
}

export const FREE_SEAT: SeatHolder = { tokenHash: null, name: null, clientHash: null, bot: null };

export function newMeta(hostHash: string, seats: readonly Seat[]): RoomMeta {
  return { hostHash, paused: false, seats: Object.fromEntries(seats.map((s) => [s, FREE_SEAT])) };
}

export function withSeat(meta: RoomMeta, seat: Seat, holder: SeatHolder): RoomMeta {
  return { ...meta, seats: { ...meta.seats, [seat]: holder } };
}

/** Who holds `seat`, if it is one of the room's seats (own keys only: `__proto__` is no seat). */
export function holderOf(meta: RoomMeta, seat: Seat): SeatHolder | undefined {
  return Object.hasOwn(meta.seats, seat) ? meta.seats[seat] : undefined;
}

/** The first seat nobody holds (no token, no bot), in table order. */
export function freeSeat(meta: RoomMeta): Seat | null {
  for (const [seat, h] of Object.entries(meta.seats)) if (!h.tokenHash && !h.bot) return seat;
  return null;
}

/** Seats as the public may see them: names, bots and who is connected, never token hashes. */
export function publicSeats(meta: RoomMeta, online: (seat: Seat) => boolean): Record<Seat, PublicSeat> {
  return Object.fromEntries(
    Object.entries(meta.seats).map(([seat, h]) => [
      seat,
      { name: h.name, taken: h.tokenHash !== null, bot: h.bot, online: online(seat) },
    ]),
  );
}
