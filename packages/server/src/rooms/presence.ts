import type { Seat } from "@horda/table";

/**
 * Which seats of a room have a player connected now. Each seated connection, on any process, is an entry:
 * added when it joins, removed when it closes, and renewed by its process at every heartbeat. An entry not
 * renewed in time (its process died without saying so) lapses, so a seat never stays online for a player who
 * is gone. Kept in memory only: a room loaded again holds a roll call (`RoomOutlet.rollCall`) and its
 * connections renew their entries at once.
 */
export class SeatPresence {
  /** Seat → connection id → when the entry lapses (ms). */
  private readonly bySeat = new Map<Seat, Map<string, number>>();
  private timer: NodeJS.Timeout | null = null;

  /** `onChange` is called when a lapse takes a seat offline (not for `add` and `remove`, whose callers tell). */
  constructor(
    private readonly onChange: () => void,
    private readonly now: () => number = Date.now,
  ) {}

  online(seat: Seat): boolean {
    return this.bySeat.has(seat);
  }

  /** Adds or renews a connection's entry for `ttlMs`; returns whether the seat came online. */
  add(seat: Seat, conn: string, ttlMs: number): boolean {
    let conns = this.bySeat.get(seat);
    const cameOnline = conns === undefined;
    if (!conns) {
      conns = new Map();
      this.bySeat.set(seat, conns);
    }
    conns.set(conn, this.now() + ttlMs);
    this.schedule();
    return cameOnline;
  }

  /** Removes a connection's entry; returns whether its seat went offline. */
  remove(seat: Seat, conn: string): boolean {
    const conns = this.bySeat.get(seat);
    if (!conns?.delete(conn) || conns.size > 0) return false;
    this.bySeat.delete(seat);
    return true;
  }

  /** Forgets a seat's connections (the host freed the seat or gave it to someone else: they are closed). */
  clear(seat: Seat): void {
    this.bySeat.delete(seat);
  }

  /** Drops the entries that lapsed by now; returns whether a seat went offline. */
  expire(): boolean {
    const now = this.now();
    let changed = false;
    for (const [seat, conns] of this.bySeat) {
      for (const [conn, until] of conns) if (until <= now) conns.delete(conn);
      if (conns.size === 0) {
        this.bySeat.delete(seat);
        changed = true;
      }
    }
    return changed;
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** One timer for the soonest lapse, while there are entries. */
  private schedule(): void {
    if (this.timer) return;
    let soonest = Number.POSITIVE_INFINITY;
    for (const conns of this.bySeat.values())
      for (const until of conns.values()) soonest = Math.min(soonest, until);
    if (soonest === Number.POSITIVE_INFINITY) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        if (this.expire()) this.onChange();
        this.schedule();
      },
      Math.max(0, soonest - this.now()) + 10,
    );
    this.timer.unref();
  }
}
