import { textProblems } from "@horda/content";
import type { Json } from "@horda/table";
import type { FastifyInstance } from "fastify";
import type { Storage } from "../storage/types.ts";
import { clientHash } from "./client-token.ts";

/** Checks a document; errors say where (a JSON path) and what. */
export type DocumentValidator = (
  raw: unknown,
) => { ok: true; value: Json } | { ok: false; errors: readonly { path: string; message: string }[] };

const ID = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/**
 * JSON documents people make (maps, missions) under `/api/docs/<kind>/<id>`, each kind checked by its own
 * validator. The first client to store an id owns it; others may read it but not replace it.
 */
export function documentsRoutes(
  app: FastifyInstance,
  storage: Storage,
  kindList: Readonly<Record<string, DocumentValidator>>,
): void {
  // A Map, so a kind named `constructor` or `__proto__` is unknown rather than Object's own property.
  const kinds = new Map(Object.entries(kindList));
  const unknownKind = (kind: string) => ({
    error: "unknown_kind",
    message: `No document kind "${kind}" (kinds: ${[...kinds.keys()].join(", ")}).`,
  });

  app.get<{ Params: { kind: string } }>("/api/docs/:kind", async (req, reply) => {
    if (!kinds.has(req.params.kind)) return reply.status(404).send(unknownKind(req.params.kind));
    return { documents: await storage.listDocuments(req.params.kind) };
  });

  app.get<{ Params: { kind: string; id: string } }>("/api/docs/:kind/:id", async (req, reply) => {
    if (!kinds.has(req.params.kind)) return reply.status(404).send(unknownKind(req.params.kind));
    const doc = await storage.getDocument(req.params.kind, req.params.id);
    return doc ?? reply.status(404).send({ error: "unknown_document", message: "No such document." });
  });

  app.put<{ Params: { kind: string; id: string } }>(
    "/api/docs/:kind/:id",
    { bodyLimit: 2_000_000 },
    async (req, reply) => {
      const validate = kinds.get(req.params.kind);
      if (!validate) return reply.status(404).send(unknownKind(req.params.kind));
      if (!ID.test(req.params.id))
        return reply.status(400).send({
          error: "bad_id",
          message: "Ids are 1-64 of a-z, 0-9, - and _, starting with a letter or digit.",
        });
      const owner = clientHash(req);
      if (!owner)
        return reply
          .status(401)
          .send({ error: "no_client_token", message: "Send your x-client-token header." });
      const problems = textProblems(req.body);
      const checked = problems.length > 0 ? { ok: false as const, errors: problems } : validate(req.body);
      if (!checked.ok) {
        const first = checked.errors[0];
        return reply.status(400).send({
          error: "invalid_document",
          message: `Invalid ${req.params.kind} at ${first?.path ?? "$"}: ${first?.message ?? "invalid"}`,
          where: first?.path ?? "$",
          details: checked.errors.slice(0, 20),
        });
      }
      const doc = { kind: req.params.kind, id: req.params.id, body: checked.value, updatedAt: Date.now() };
      if (!(await storage.putDocument(owner, doc)))
        return reply
          .status(403)
          .send({ error: "not_owner", message: "Another client owns this document id." });
      return { kind: doc.kind, id: doc.id, updatedAt: doc.updatedAt };
    },
  );
}
