import type { FastifyInstance } from "fastify";
import type { z } from "zod";

/** The one shape of an HTTP error body: a stable code, words for people, and where (a JSON path). */
export interface HttpError {
  readonly error: string;
  readonly message: string;
  readonly where?: string;
  readonly details?: unknown;
}

export function zodError(error: z.ZodError, what: string): HttpError {
  const issue = error.issues[0];
  const where = (issue?.path ?? []).reduce<string>(
    (out, k) => (typeof k === "number" ? `${out}[${k}]` : `${out}.${String(k)}`),
    "$",
  );
  return {
    error: "bad_request",
    message: `Malformed ${what} at ${where}: ${issue?.message ?? "invalid"}`,
    where,
  };
}

/** Fastify's own errors (bad JSON body, too large...) in the same shape. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, _req, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    const code =
      status === 429
        ? "rate_limited"
        : error.code === "FST_ERR_CTP_BODY_TOO_LARGE"
          ? "too_large"
          : error.code === "HORDA_TOO_DEEP"
            ? "too_deep"
            : error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
              ? "bad_media_type"
              : status === 400
                ? "bad_json"
                : "internal";
    if (status >= 500) app.log.error(error);
    void reply.status(status).send({ error: code, message: error.message } satisfies HttpError);
  });
}
