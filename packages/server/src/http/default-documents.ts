import { parseMapJson, parseMissionJson } from "@horda/content";
import type { Json } from "@horda/table";
import type { DocumentValidator } from "./documents-routes.ts";

/** Maps are checked by the map schema of `@horda/content` (with its migrations). */
export const validateMap: DocumentValidator = (raw) => {
  const parsed = parseMapJson(raw, "upload");
  return parsed.ok
    ? { ok: true, value: parsed.value as unknown as Json }
    : { ok: false, errors: parsed.error.map((e) => ({ path: e.path, message: e.message })) };
};

/** Missions are checked by the mission schema of `@horda/content` and its own-reference checks. */
export const validateMission: DocumentValidator = (raw) => {
  const parsed = parseMissionJson(raw, "upload");
  return parsed.ok
    ? { ok: true, value: parsed.value as unknown as Json }
    : { ok: false, errors: parsed.error.map((e) => ({ path: e.path ?? "$", message: e.message })) };
};

export const DEFAULT_DOCUMENT_KINDS = { maps: validateMap, missions: validateMission };
