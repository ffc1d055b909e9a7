import { plainName } from "@horda/content";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { GameRegistry } from "../games/registry.ts";
import { roomFromSave } from "../rooms/room-from-save.ts";
import { newSecret } from "../security/ids.ts";
import type { Storage } from "../storage/types.ts";
import { clientHash } from "./client-token.ts";
import { zodError } from "./errors.ts";
import { replaySave } from "./save-replay.ts";

const uploadBody = z.object({ name: plainName(80), record: z.json() }).strict();
const roomBody = z.object({ name: plainName(40).optional(), takeSeat: z.boolean().optional() }).strict();

/** Saved games: a game record (config, seed, log) kept under a name; checked by replaying it. */
export function savesRoutes(app: FastifyInstance, storage: Storage, registry: GameRegistry): void {
  const noClient = { error: "no_client_token", message: "Send your x-client-token header." };

  // A long game's record is bigger than other requests; MAX_SAVE_ENTRIES bounds the replay.
  app.post("/api/saves", { bodyLimit: 1_500_000 }, async (req, reply) => {
    const owner = clientHash(req);
    if (!owner) return reply.status(401).send(noClient);
    const body = uploadBody.safeParse(req.body);
    if (!body.success) return reply.status(400).send(zodError(body.error, "save"));
    const game = (body.data.record as { game?: unknown } | null)?.game;
    const def = typeof game === "string" ? registry.get(game) : undefined;
    if (!def)
      return reply.status(400).send({
        error: "unknown_game",
        message: `No hosted game ${JSON.stringify(game)}.`,
        where: "$.record.game",
      });
    const replayed = await replaySave(def, body.data.record);
    if (!replayed.ok)
      return reply.status(400).send({
        error: replayed.error.code,
        message: replayed.error.message,
        details: replayed.error.details,
      });
    const id = newSecret();
    await storage.saveGame(owner, {
      id,
      name: body.data.name,
      game: def.id,
      record: body.data.record,
      createdAt: Date.now(),
    });
    return reply.status(201).send({ id });
  });

  app.get("/api/saves", async (req, reply) => {
    const owner = clientHash(req);
    if (!owner) return reply.status(401).send(noClient);
    return { saves: await storage.savesOf(owner) };
  });

  app.get<{ Params: { id: string } }>("/api/saves/:id", async (req, reply) => {
    const owner = clientHash(req);
    if (!owner) return reply.status(401).send(noClient);
    const save = await storage.loadSave(req.params.id);
    if (!save || save.ownerHash !== owner)
      return reply.status(404).send({ error: "unknown_save", message: "No such saved game." });
    const { ownerHash: _o, sealed, record, ...rest } = save;
    if (!sealed) return { ...rest, sealed: false, record };
    // A room's seed orders its decks: whoever read it would know every card to come.
    const { seed: _seed, ...open } = record as { seed?: unknown };
    return { ...rest, sealed: true, record: open };
  });

  app.post<{ Params: { id: string } }>("/api/saves/:id/room", async (req, reply) => {
    const owner = clientHash(req);
    if (!owner) return reply.status(401).send(noClient);
    const body = roomBody.safeParse(req.body ?? {});
    if (!body.success) return reply.status(400).send(zodError(body.error, "room"));
    const created = await roomFromSave(storage, registry, req.params.id, { ...body.data, clientHash: owner });
    if (!created.ok) {
      const { ok: _ok, code: error, ...rest } = created;
      return reply.status(error === "unknown_save" ? 404 : 400).send({ error, ...rest });
    }
    const { ok: _ok, ...room } = created;
    return reply.status(201).send(room);
  });
}
