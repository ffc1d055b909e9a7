import { plainName } from "@horda/content";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { RoomRouter } from "../cluster/router.ts";
import type { GameRegistry } from "../games/registry.ts";
import { createRoom } from "../rooms/create-room.ts";
import type { RoomResult } from "../rooms/room-messages.ts";
import { hashSecret, newSecret, normalizeRoomCode } from "../security/ids.ts";
import type { Storage } from "../storage/types.ts";
import { clientHash } from "./client-token.ts";
import { zodError } from "./errors.ts";

const createBody = z
  .object({
    game: z.string().min(1).max(64),
    config: z.json(),
    seats: z.number().int().min(1).max(12).optional(),
    name: plainName(40).optional(),
    takeSeat: z.boolean().optional(),
  })
  .strict();
const joinBody = z.object({ name: plainName(40).optional() }).strict();
const saveBody = z.object({ name: plainName(80) }).strict();

export interface RoomsDeps {
  readonly storage: Storage;
  readonly registry: GameRegistry;
  readonly router: RoomRouter;
}

/** Rooms over HTTP: create, join by code, list mine, look at one, save its record. */
export function roomsRoutes(app: FastifyInstance, { storage, registry, router }: RoomsDeps): void {
  const code = (raw: string) => normalizeRoomCode(raw);
  const failed = (r: RoomResult) => (r.reply.type === "error" ? r.reply : null);

  app.get("/api/games", async () => ({ games: registry.ids() }));

  app.post("/api/rooms", async (req, reply) => {
    const body = createBody.safeParse(req.body);
    if (!body.success) return reply.status(400).send(zodError(body.error, "room"));
    const created = await createRoom(storage, registry, { ...body.data, clientHash: clientHash(req) });
    if (!created.ok) {
      const { ok: _ok, code: error, ...rest } = created;
      return reply.status(400).send({ error, ...rest });
    }
    const { ok: _ok, ...room } = created;
    return reply.status(201).send(room);
  });

  app.get("/api/rooms", async (req, reply) => {
    const client = clientHash(req);
    if (!client)
      return reply
        .status(401)
        .send({ error: "no_client_token", message: "Send your x-client-token header." });
    return { rooms: await storage.roomsOf(client) };
  });

  app.get<{ Params: { code: string } }>("/api/rooms/:code", async (req, reply) => {
    const c = code(req.params.code);
    if (!c)
      return reply
        .status(400)
        .send({ error: "bad_room_code", message: "A room code is 16 letters and digits." });
    const r = await router.call(c, { kind: "info" });
    const e = failed(r);
    return e
      ? reply.status(e.code === "unknown_room" ? 404 : 503).send({ error: e.code, message: e.message })
      : r.info;
  });

  app.post<{ Params: { code: string } }>("/api/rooms/:code/join", async (req, reply) => {
    const c = code(req.params.code);
    if (!c)
      return reply
        .status(400)
        .send({ error: "bad_room_code", message: "A room code is 16 letters and digits." });
    const body = joinBody.safeParse(req.body ?? {});
    if (!body.success) return reply.status(400).send(zodError(body.error, "join"));
    // The seat token is made here; only its hash goes to the room's owner (maybe over Redis).
    const token = newSecret();
    const r = await router.call(c, {
      kind: "claim",
      name: body.data.name ?? "player",
      clientHash: clientHash(req),
      tokenHash: hashSecret(token),
    });
    const e = failed(r);
    if (e)
      return reply.status(e.code === "unknown_room" ? 404 : 503).send({ error: e.code, message: e.message });
    return {
      code: c,
      seat: r.claim?.seat ?? null,
      seatToken: r.claim?.seat ? token : null,
      spectator: !r.claim?.seat,
    };
  });

  app.post<{ Params: { code: string } }>("/api/rooms/:code/save", async (req, reply) => {
    const c = code(req.params.code);
    const owner = clientHash(req);
    const hostToken = req.headers["x-host-token"];
    if (!c || !owner || typeof hostToken !== "string")
      return reply
        .status(400)
        .send({ error: "bad_request", message: "Needs a room code, x-client-token and x-host-token." });
    const body = saveBody.safeParse(req.body);
    if (!body.success) return reply.status(400).send(zodError(body.error, "save"));
    const r = await router.call(c, { kind: "record", hostHash: hashSecret(hostToken) });
    const e = failed(r);
    if (e)
      return reply.status(e.code === "unknown_room" ? 404 : 403).send({ error: e.code, message: e.message });
    const record = r.record as { game: string };
    const id = newSecret();
    await storage.saveGame(owner, {
      id,
      name: body.data.name,
      game: record.game,
      record: record as never,
      createdAt: Date.now(),
      sealed: true,
    });
    return reply.status(201).send({ id });
  });
}
