import { type Json, lastSeq, loadRecord } from "@horda/table";
import type { GameRegistry } from "../games/registry.ts";
import type { Storage } from "../storage/types.ts";
import { type Created, type NewRoom, openRoom } from "./create-room.ts";
import { snapshotOf } from "./resume.ts";

/**
 * Opens a room that carries on a saved game: its config, seed and log become the room's, so the room
 * starts where the save ends (stored with a snapshot there, so loading it replays nothing).
 * Only the save's owner may do it; the owner becomes the host.
 */
export async function roomFromSave(
  storage: Storage,
  registry: GameRegistry,
  saveId: string,
  req: Omit<NewRoom, "game" | "config" | "seats">,
): Promise<Created> {
  const save = await storage.loadSave(saveId);
  if (!save || save.ownerHash !== req.clientHash)
    return { ok: false, code: "unknown_save", message: "No such saved game." };
  const def = registry.get(save.game);
  if (!def) return { ok: false, code: "unknown_game", message: `This server does not host "${save.game}".` };
  const loaded = loadRecord(def, save.record);
  if (!loaded.ok) return { ok: false, code: loaded.error.code, message: loaded.error.message };
  const session = loaded.value;
  const seq = lastSeq(session.record);
  return openRoom(
    storage,
    def,
    {
      config: session.record.config as Json,
      seed: session.record.seed,
      log: session.record.log as never,
      ...(seq > 0 ? { snapshot: { seq, data: snapshotOf(session) } } : {}),
    },
    req,
  );
}
