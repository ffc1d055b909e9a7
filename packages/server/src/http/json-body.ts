import { nestingDepth } from "@horda/content";
import type { FastifyInstance } from "fastify";
import { MAX_JSON_DEPTH, tooDeepMessage } from "../security/json-depth.ts";

/** Raised for a JSON body nested deeper than MAX_JSON_DEPTH; the error handler answers 400 `too_deep`. */
export class TooDeepError extends Error {
  readonly statusCode = 400;
  readonly code = "HORDA_TOO_DEEP";
}

/**
 * Fastify's own JSON parser (which refuses `__proto__` and `constructor.prototype` keys), behind a nesting
 * check made on the text, so a hostile depth is refused before anything recursive sees it.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    const text = body as string;
    const depth = nestingDepth(text);
    if (depth > MAX_JSON_DEPTH) return done(new TooDeepError(tooDeepMessage(depth)), undefined);
    return parse(req, text, done);
  });
}
