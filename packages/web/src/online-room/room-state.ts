import { applyViewChanges, type GameStatus, type Seat, type ViewChanges } from "@horda/table";
import type { ZCommand, ZEvent, ZView } from "@horda/zurvivors";
import type { ClientMessage, Picture, PublicSeats, ServerMessage, Step } from "./messages.ts";

// The online table's state, for any game whose view lists its pending decisions (Zurvivors by default;
// the online Zombicide table uses it too).

/** What the table needs of a view: the decisions waiting, each for one seat. */
export interface ViewWithPending {
  readonly pending: readonly { readonly id: string; readonly seat: string }[];
}

/** One step in the table's log, as this seat saw it. */
export interface RoomLogEntry<E = ZEvent, C = ZCommand> {
  readonly seq: number;
  /** The command, when the game's commands are public and the server sent it. */
  readonly command?: C;
  /** A command, or an undo that took back the last command still in effect. */
  readonly kind: "command" | "undo";
  readonly seat: Seat;
  readonly bot: boolean;
  readonly events: readonly E[];
}

/** A command sent and not yet acknowledged or refused. */
export interface InFlight<C = ZCommand> {
  readonly id: string;
  readonly command: C;
  /** The id of this seat's pending decision the command answers, to tell whether it still applies. */
  readonly decision: string | null;
  readonly tries: number;
}

export interface Problem {
  readonly code: string;
  readonly message: string;
}

/** Everything the online table knows, built only from the server's messages to this seat. */
export interface RoomState<V extends ViewWithPending = ZView, C = ZCommand, E = ZEvent> {
  readonly joined: boolean;
  readonly seat: Seat | null;
  readonly host: boolean;
  readonly paused: boolean;
  readonly seats: PublicSeats;
  readonly seq: number;
  readonly view: V | null;
  readonly legal: readonly C[];
  readonly status: GameStatus | null;
  readonly log: readonly RoomLogEntry<E, C>[];
  /** Some steps before the log's first entry are no longer available (a late join or a long drop). */
  readonly logGap: boolean;
  /** Waiting for the answer to a `resync` after a gap in the updates. */
  readonly resyncing: boolean;
  readonly inFlight: InFlight<C> | null;
  /** The last refusal of something this browser sent (a command or a host action). */
  readonly error: Problem | null;
  /** A refusal of the join itself: reconnecting would not help. */
  readonly fatal: Problem | null;
}

export const INITIAL_ROOM_STATE: RoomState = {
  joined: false,
  seat: null,
  host: false,
  paused: false,
  seats: {},
  seq: 0,
  view: null,
  legal: [],
  status: null,
  log: [],
  logGap: false,
  resyncing: false,
  inFlight: null,
  error: null,
  fatal: null,
};

export interface Reduced<V extends ViewWithPending = ZView, C = ZCommand, E = ZEvent> {
  readonly state: RoomState<V, C, E>;
  readonly out: readonly ClientMessage<C>[];
}

/** Errors answering `join`: the seat token, host token or room is wrong, so joining again cannot work. */
const JOIN_ERRORS = new Set([
  "bad_room_code",
  "unknown_room",
  "missing_seat",
  "missing_token",
  "bad_token",
  "bad_host_token",
  "unknown_seat",
  "revoked",
]);
/** A stale command is sent again on the new picture at most this many times. */
const MAX_TRIES = 5;

const myDecision = (view: ViewWithPending | null, seat: Seat | null): string | null =>
  view?.pending.find((d) => d.seat === seat)?.id ?? null;

const sameCommand = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function withPicture<V extends ViewWithPending, C, E>(
  s: RoomState<V, C, E>,
  p: Picture<V, C> & ViewChanges,
  update = false,
): RoomState<V, C, E> {
  // An update carries only what changed in the view (docs/protocol.md): the rest is kept from the picture
  // before it, which this seat has (an update is applied only on the seq just before it).
  const view = update && s.view ? applyViewChanges(s.view, p) : p.view;
  return { ...s, seq: p.seq, view, legal: p.legal, status: p.status };
}

function withSteps<V extends ViewWithPending, C, E>(
  s: RoomState<V, C, E>,
  steps: readonly Step<E, C>[] | null,
): RoomState<V, C, E> {
  if (steps === null) return { ...s, logGap: true };
  const last = s.log[s.log.length - 1]?.seq ?? 0;
  const fresh = steps.filter((st) => st.seq > last);
  if (fresh.length === 0) return s;
  const gap = s.logGap || (fresh[0]?.seq ?? 0) > last + 1;
  const entries = fresh.map((st) => ({
    seq: st.seq,
    kind: st.kind,
    seat: st.seat,
    bot: Boolean(s.seats[st.seat]?.bot),
    events: st.kind === "command" ? st.events : [],
    ...(st.kind === "command" && st.command !== undefined ? { command: st.command } : {}),
  }));
  return { ...s, log: [...s.log, ...entries], logGap: gap };
}

/** The command to send for `command` on the current picture, or null when one is already on its way. */
export function sendCommand<V extends ViewWithPending, C, E>(
  s: RoomState<V, C, E>,
  command: C,
  id: string,
): Reduced<V, C, E> {
  if (!s.joined || s.inFlight) return { state: s, out: [] };
  const inFlight = { id, command, decision: myDecision(s.view, s.seat), tries: 1 };
  return {
    state: { ...s, inFlight, error: null },
    out: [{ type: "command", id, seq: s.seq, command }],
  };
}

/**
 * A refusal of the command in flight. `stale_seq` means the picture moved on before the command arrived:
 * if this seat is still asked the same question and the command is still one of its legal commands, it
 * is sent again on the new seq (others placing their secret cards meanwhile changes nothing for it).
 */
function refused<V extends ViewWithPending, C, E>(
  s: RoomState<V, C, E>,
  msg: Extract<ServerMessage<E, V, C>, { type: "error" }>,
): Reduced<V, C, E> {
  const f = s.inFlight;
  if (!f) return { state: s, out: [] };
  const stillAsked =
    msg.code === "stale_seq" &&
    f.tries < MAX_TRIES &&
    myDecision(s.view, s.seat) === f.decision &&
    s.legal.some((c) => sameCommand(c, f.command));
  if (stillAsked) {
    const id = `${f.id.replace(/~\d+$/, "")}~${f.tries + 1}`;
    return {
      state: { ...s, inFlight: { ...f, id, tries: f.tries + 1 } },
      out: [{ type: "command", id, seq: s.seq, command: f.command }],
    };
  }
  return { state: { ...s, inFlight: null, error: { code: msg.code, message: msg.message } }, out: [] };
}

/** The table after one message from the server, and what to answer (a `resync` when updates skipped a seq). */
export function reduceRoom<V extends ViewWithPending, C, E>(
  s: RoomState<V, C, E>,
  msg: ServerMessage<E, V, C>,
): Reduced<V, C, E> {
  switch (msg.type) {
    case "welcome": {
      const base: RoomState<V, C, E> = {
        ...s,
        joined: true,
        seat: msg.seat,
        host: msg.host,
        paused: msg.paused,
        seats: msg.seats,
        resyncing: false,
        // A command sent before the drop may or may not have been applied; the new picture tells.
        inFlight: null,
        fatal: null,
      };
      return { state: withPicture(withSteps(base, msg.missed), msg), out: [] };
    }
    case "update": {
      if (s.resyncing || msg.seq <= s.seq) return { state: s, out: [] };
      if (msg.seq > s.seq + 1)
        return { state: { ...s, resyncing: true }, out: [{ type: "resync", fromSeq: s.seq }] };
      return { state: withPicture(withSteps(s, [msg]), msg, true), out: [] };
    }
    case "resync":
      return { state: withPicture(withSteps({ ...s, resyncing: false }, msg.steps), msg), out: [] };
    case "room": {
      // A move refused because the room was paused is old news once the host resumes it.
      const stale = !msg.paused && s.error?.code === "paused";
      return {
        state: { ...s, paused: msg.paused, seats: msg.seats, ...(stale ? { error: null } : {}) },
        out: [],
      };
    }
    case "ack":
      return { state: s.inFlight?.id === msg.id ? { ...s, inFlight: null } : s, out: [] };
    case "error":
      if (!s.joined && JOIN_ERRORS.has(msg.code))
        return { state: { ...s, fatal: { code: msg.code, message: msg.message } }, out: [] };
      if (msg.id !== null && s.inFlight?.id === msg.id) return refused(s, msg);
      return { state: { ...s, error: { code: msg.code, message: msg.message } }, out: [] };
    case "seat_token":
    case "pong":
      return { state: s, out: [] };
  }
}

/** The connection dropped: until the next welcome the table is read-only. */
export function disconnected<V extends ViewWithPending, C, E>(s: RoomState<V, C, E>): RoomState<V, C, E> {
  return { ...s, joined: false, resyncing: false };
}
