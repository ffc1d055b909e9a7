import { type Seat, SPECTATOR, type Viewer } from "@horda/table";

export interface Screen {
  /** Whose eyes the table is drawn for: a seat's view shows its own hand, the spectator's none. */
  readonly viewer: Viewer;
  /** With several people on one screen: the seat the device must be passed to before its hand shows. */
  readonly cover: Seat | null;
}

/**
 * Who sees the screen now. One person: always their seat. Several: the first of them who has something to
 * do, once they confirm they hold the device; until then, and while only bots act, the public table.
 */
export function screenFor(humans: readonly Seat[], toMove: readonly Seat[], confirmed: Seat | null): Screen {
  if (humans.length === 1) return { viewer: humans[0]!, cover: null };
  const active = toMove[0] ?? null;
  if (active === null) return { viewer: SPECTATOR, cover: null };
  return active === confirmed ? { viewer: active, cover: null } : { viewer: SPECTATOR, cover: active };
}
