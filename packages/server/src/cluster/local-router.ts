import { errorMessage } from "../protocol/server-messages.ts";
import type { RoomDirectory } from "../rooms/directory.ts";
import type { RoomRequest, RoomResult } from "../rooms/room-messages.ts";
import type { RoomRouter } from "./router.ts";

export const unknownRoom = (code: string): RoomResult => ({
  reply: errorMessage("unknown_room", `There is no room ${code}.`),
});

/** One process owns every room: requests go straight to the room. */
export class LocalRouter implements RoomRouter {
  constructor(private readonly directory: RoomDirectory) {}

  async call(code: string, request: RoomRequest): Promise<RoomResult> {
    const room = await this.directory.load(code);
    return room ? room.handle(request) : unknownRoom(code);
  }

  async watch(): Promise<void> {}
  unwatch(): void {}
  async ready(): Promise<void> {}
  async close(): Promise<void> {
    this.directory.closeAll();
  }
}
