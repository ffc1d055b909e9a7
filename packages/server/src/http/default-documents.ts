import { parseMapJson } from "@horda/content";
import type { Json } from "@horda/table";
import type { DocumentValidator } from "./documents-routes.ts";

/** Maps are checked by the map schema of `@horda/content` (with its migrations). */
export const validateMap: DocumentValidator = (raw) => {
  const parsed = parseMapJson(raw, "upload");
  return parsed.ok
    ? { ok: true, value: parsed.value as unknown as Json }
    : { ok: false, errors: parsed.error.map((e) => ({ path: e.path, message: e.message })) };
};

/**
 * Missions have no schema in `@horda/content` yet: until one exists, a mission is any JSON object with
 * a string `name`. Replace this with the content schema's parser when it lands.
 */
export const validateMission: DocumentValidator = (raw) => {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw))
    return { ok: false, errors: [{ path: "$", message: "a mission is a JSON object" }] };
  if (typeof (raw as { name?: unknown }).name !== "string")
    return { ok: false, errors: [{ path: "$.name", message: "a mission needs a string name" }] };
  return { ok: true, value: raw as Json };
};

export const DEFAULT_DOCUMENT_KINDS = { maps: validateMap, missions: validateMission };
