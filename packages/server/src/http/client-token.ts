import type { FastifyRequest } from "fastify";
import { hashSecret } from "../security/ids.ts";

/**
 * A browser keeps one random client token (header `x-client-token`) to find its rooms and saves again.
 * It is a secret like the others: only its hash is stored.
 */
export function clientHash(req: FastifyRequest): string | null {
  const raw = req.headers["x-client-token"];
  if (typeof raw !== "string" || raw.length < 16 || raw.length > 128) return null;
  return hashSecret(raw);
}
