import type { ZombicideCommand } from "@horda/zombicide";

/**
 * How the table's commands leave the screen: the hot-seat table applies them to its own session, the online
 * table sends them over the room's WebSocket. The shell draws the same table for both.
 */
export interface TableTransport {
  readonly send: (c: ZombicideCommand) => void;
  /** Takes back the last command; null when this screen may not undo now. */
  readonly undo: (() => void) | null;
}
