import type { ZCommand, ZEvent, ZView } from "@horda/zurvivors";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ClientMessage, HostAction, ServerMessage } from "./messages.ts";
import { RoomSocket, socketUrl } from "./room-socket.ts";
import {
  disconnected,
  INITIAL_ROOM_STATE,
  type Reduced,
  type RoomState,
  reduceRoom,
  sendCommand,
  type ViewWithPending,
} from "./room-state.ts";
import type { RoomPass } from "./seat-store.ts";

export type Connection = "connecting" | "open" | "retrying" | "closed";

export interface OnlineRoom<V extends ViewWithPending = ZView, C = ZCommand, E = ZEvent> {
  readonly state: RoomState<V, C, E>;
  readonly connection: Connection;
  /** Why the server closed this seat for good ("kicked", "revoked"), or a broken message from it. */
  readonly closedFor: string | null;
  readonly send: (command: C) => void;
  readonly host: (action: HostAction) => void;
  /** Asks the server to take back the last command still in effect (it refuses if it was not this seat's). */
  readonly undo: () => void;
}

let counter = 0;
const nextId = (prefix: string) => `${prefix}${Date.now().toString(36)}.${(counter++).toString(36)}`;

/**
 * The table of a room, run from the server's messages: welcome, updates (in seq order; a gap asks for a
 * resync), acknowledgements and refusals. Commands carry the seq of the picture they were chosen on. A
 * dropped connection reconnects and joins again with the last seq seen, so missed steps are filled in.
 */
export function useOnlineRoom<V extends ViewWithPending = ZView, C = ZCommand, E = ZEvent>(
  code: string,
  pass: RoomPass,
): OnlineRoom<V, C, E> {
  const initial = INITIAL_ROOM_STATE as unknown as RoomState<V, C, E>;
  const [state, setState] = useState<RoomState<V, C, E>>(initial);
  const [connection, setConnection] = useState<Connection>("connecting");
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const ref = useRef<RoomState<V, C, E>>(initial);
  const socket = useRef<RoomSocket<ServerMessage<E, V, C>, ClientMessage<C>> | null>(null);

  const commit = useCallback((r: Reduced<V, C, E>) => {
    ref.current = r.state;
    setState(r.state);
    for (const m of r.out) socket.current?.send(m);
  }, []);

  useEffect(() => {
    ref.current = initial;
    const join = (): ClientMessage<C> => ({
      type: "join",
      room: code,
      ...(pass.seat !== null && pass.seatToken !== null ? { seat: pass.seat, token: pass.seatToken } : {}),
      ...(pass.hostToken ? { hostToken: pass.hostToken } : {}),
      lastSeq: ref.current.seq,
    });
    const s = new RoomSocket<ServerMessage<E, V, C>, ClientMessage<C>>(socketUrl(window.location), {
      join,
      message: (msg) => {
        if (msg.type === "welcome") setConnection("open");
        commit(reduceRoom(ref.current, msg));
      },
      closed: ({ final, retryMs }) => {
        commit({ state: disconnected(ref.current), out: [] });
        setConnection(retryMs === null ? "closed" : "retrying");
        if (final) setClosedFor(final);
      },
      problem: (text) => setClosedFor(text),
    });
    socket.current = s;
    return () => {
      s.stop();
      socket.current = null;
    };
  }, [code, pass, commit]);

  const send = useCallback((command: C) => commit(sendCommand(ref.current, command, nextId("c"))), [commit]);
  const host = useCallback((action: HostAction) => {
    socket.current?.send({ type: "host", id: nextId("h"), action });
  }, []);
  const undo = useCallback(() => {
    socket.current?.send({ type: "undo", id: nextId("u"), seq: ref.current.seq });
  }, []);
  return { state, connection, closedFor, send, host, undo };
}
