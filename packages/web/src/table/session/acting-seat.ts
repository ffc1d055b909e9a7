import type { ZombicideCommand, ZombicideState } from "@horda/zombicide";
import { zombicide } from "@horda/zombicide";

export interface Acting {
  /** The seat this screen plays for now: the one a decision waits on, else the first with a command. */
  readonly seat: string | null;
  readonly commands: readonly ZombicideCommand[];
}

/** Hot-seat: every seat sits at this screen, so the table acts for whichever seat may act now. */
export function actingSeat(state: ZombicideState): Acting {
  const seats = [...new Set([...state.pending.map((p) => p.seat), ...zombicide.seats(state)])];
  let fallback: Acting | null = null;
  for (const seat of seats) {
    const commands = zombicide.legal(state, seat);
    if (commands.length === 0) continue;
    // Free-mode edits are open to every seat; prefer a seat that has game moves.
    if (commands.some((c) => !c.type.startsWith("sandbox"))) return { seat, commands };
    fallback ??= { seat, commands };
  }
  return fallback ?? { seat: null, commands: [] };
}
