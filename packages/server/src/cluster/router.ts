import type { RoomRequest, RoomResult } from "../rooms/room-messages.ts";

/** How a process reaches the owner of a room: itself (one process) or another one through Redis. */
export interface RoomRouter {
  /** Sends a request to the room's owner and waits for its answer; unknown rooms get `unknown_room`. */
  call(code: string, request: RoomRequest): Promise<RoomResult>;
  /** This process now has connections to `code` and must receive its broadcasts. */
  watch(code: string): Promise<void>;
  /** Its last connection to `code` closed. */
  unwatch(code: string): void;
  /** The rooms this process has loaded (owns) now. */
  loaded(): string[];
  /** Throws when the router's backing service (Redis) is unreachable. */
  ready(): Promise<void>;
  close(): Promise<void>;
}
