import type { RuleError } from "@horda/table";
import type { AnySession } from "./resume.ts";

/**
 * The most commands a room can take back. Free-mode (sandbox) commands are all undoable, so without a
 * bound the undo history, and with it every stored snapshot, would grow with each command.
 */
export const MAX_UNDO_FRAMES = 64;

/** Marks the seal a trimmed history gets: what came before it is out of undo's reach. */
export const UNDO_LIMIT = "undo_limit";

/**
 * Keeps at most `max` undoable commands. The history is cut at one of its own state snapshots (every
 * `every` frames), which becomes the new base, so what is left can still be undone exactly.
 */
export function boundHistory(session: AnySession, max = MAX_UNDO_FRAMES): AnySession {
  const h = session.history;
  if (h.frames.length <= max) return session;
  const cut = h.snapshots.find((s) => h.frames.length - s.depth <= max);
  if (!cut) return session;
  const last = h.frames[cut.depth - 1];
  return {
    ...session,
    history: {
      every: h.every,
      base: cut.state,
      sealedBy: last ? { seq: last.seq, command: UNDO_LIMIT, events: [] } : h.sealedBy,
      frames: h.frames.slice(cut.depth),
      snapshots: h.snapshots
        .filter((s) => s.depth > cut.depth)
        .map((s) => ({ depth: s.depth - cut.depth, state: s.state })),
    },
  };
}

/** The refusal of an undo that would go past the bound (instead of the table's "revealed information"). */
export function undoLimitError(session: AnySession): RuleError | null {
  const h = session.history;
  if (h.frames.length > 0 || h.sealedBy?.command !== UNDO_LIMIT) return null;
  return {
    code: "undo_limit",
    rule: "server: bounded undo history",
    message: `Only the last ${MAX_UNDO_FRAMES} commands can be taken back.`,
    details: { seq: h.sealedBy.seq },
  };
}
