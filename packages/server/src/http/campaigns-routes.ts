import { campaignRecordSchema, importCampaign } from "@horda/zombicide";
import type { FastifyInstance } from "fastify";
import type { RoomRouter } from "../cluster/router.ts";
import { hashSecret, normalizeRoomCode } from "../security/ids.ts";
import type { Storage } from "../storage/types.ts";
import { clientHash } from "./client-token.ts";

/**
 * Campaigns (docs/campaigns.md): a player's campaign records, kept per client token. A record is checked like an
 * imported file (its schema, then its log replayed from its start must give it), so the server never keeps a
 * campaign the rules could not have produced.
 */
export function campaignsRoutes(app: FastifyInstance, storage: Storage, router: RoomRouter): void {
  const noClient = { error: "no_client_token", message: "Send your x-client-token header." };
  const unknown = { error: "unknown_campaign", message: "No such campaign." };

  // A campaign's history carries its missions' game records.
  app.put<{ Params: { id: string } }>("/api/campaigns/:id", { bodyLimit: 4_000_000 }, async (req, reply) => {
    const owner = clientHash(req);
    if (!owner) return reply.status(401).send(noClient);
    const read = importCampaign(JSON.stringify(req.body ?? null));
    if (!read.ok) return reply.status(400).send({ error: read.error.code, message: read.error.message });
    const record = read.value;
    if (record.id !== req.params.id)
      return reply
        .status(400)
        .send({ error: "id_mismatch", message: "The record's id is not the URL's.", where: "$.id" });
    // A browser's older copy never overwrites what the server added since (an online mission's end).
    const before = await storage.getCampaign(record.id);
    const had = (before?.record as { log?: unknown[] } | undefined)?.log ?? [];
    if (
      before?.ownerHash === owner &&
      had.length > record.log.length &&
      JSON.stringify(had.slice(0, record.log.length)) === JSON.stringify(record.log)
    )
      return reply.status(409).send({
        error: "stale_campaign",
        message: "The server's copy of this campaign has moved on (an online mission ended): fetch it first.",
      });
    const stored = await storage.putCampaign(owner, {
      id: record.id,
      title: record.title,
      box: record.box,
      phase: record.phase,
      record: JSON.parse(JSON.stringify(record)),
      updatedAt: Date.now(),
    });
    if (!stored)
      return reply
        .status(403)
        .send({ error: "not_yours", message: "This campaign belongs to someone else." });
    return { id: record.id, phase: record.phase };
  });

  app.get("/api/campaigns", async (req, reply) => {
    const owner = clientHash(req);
    if (!owner) return reply.status(401).send(noClient);
    return { campaigns: await storage.campaignsOf(owner) };
  });

  app.get<{ Params: { id: string } }>("/api/campaigns/:id", async (req, reply) => {
    const owner = clientHash(req);
    if (!owner) return reply.status(401).send(noClient);
    const c = await storage.getCampaign(req.params.id);
    if (!c || c.ownerHash !== owner) return reply.status(404).send(unknown);
    const { ownerHash: _o, ...rest } = c;
    return rest;
  });

  app.delete<{ Params: { id: string } }>("/api/campaigns/:id", async (req, reply) => {
    const owner = clientHash(req);
    if (!owner) return reply.status(401).send(noClient);
    if (!(await storage.deleteCampaign(owner, req.params.id))) return reply.status(404).send(unknown);
    return reply.status(204).send();
  });

  // A campaign room's player sees their own sheets: those of the survivors at the seat their token opens.
  app.get<{ Params: { code: string } }>("/api/rooms/:code/campaign", async (req, reply) => {
    const c = normalizeRoomCode(req.params.code);
    const token = req.headers["x-seat-token"];
    if (!c || typeof token !== "string")
      return reply
        .status(400)
        .send({ error: "bad_request", message: "Needs a room code and the x-seat-token of a seat." });
    const r = await router.call(c, { kind: "seat", tokenHash: hashSecret(token) });
    if (!r.seatOf) {
      const e = r.reply as { code?: string; message?: string };
      return reply
        .status(e.code === "unknown_room" ? 404 : 403)
        .send({ error: e.code ?? "bad_token", message: e.message ?? "No seat." });
    }
    const config = r.seatOf.config as { slices?: Record<string, { campaign?: string }> };
    const id = config.slices?.["campaign-play"]?.campaign;
    const stored = id ? await storage.getCampaign(id) : null;
    if (!stored)
      return reply.status(404).send({ error: "no_campaign", message: "This room carries no campaign." });
    const record = campaignRecordSchema.parse(stored.record);
    const seat = r.seatOf.seat;
    return {
      id: record.id,
      title: record.title,
      box: record.box,
      phase: record.phase,
      next: record.next,
      seat,
      sheets: record.sheets.filter((s) => s.seat === seat),
      achievements: record.achievements,
    };
  });
}
