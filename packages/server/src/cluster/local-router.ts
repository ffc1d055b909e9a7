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
    for (let attempt = 0; ; attempt++) {
      const room = await this.directory.load(code);
      if (!room) return unknownRoom(code);
      const result = await room.handle(request);
      // The room was unloaded (idle) while the request waited: load it again and retry once.
      if (attempt > 0 || result.reply.type !== "error" || result.reply.code !== "room_moved") return result;
    }
  }

  loaded(): string[] {
    return this.directory.codes();
  }

  async watch(): Promise<void> {}
  unwatch(): void {}
  async ready(): Promise<void> {}
  async close(): Promise<void> {
    this.directory.closeAll();
  }
}
