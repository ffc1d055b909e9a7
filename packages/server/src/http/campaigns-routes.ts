import { importCampaign } from "@horda/zombicide";
import type { FastifyInstance } from "fastify";
import type { Storage } from "../storage/types.ts";
import { clientHash } from "./client-token.ts";

/**
 * Campaigns (docs/campaigns.md): a player's campaign records, kept per client token. A record is checked like an
 * imported file (its schema, then its log replayed from its start must give it), so the server never keeps a
 * campaign the rules could not have produced.
 */
export function campaignsRoutes(app: FastifyInstance, storage: Storage): void {
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
}
