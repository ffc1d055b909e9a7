import type { z } from "zod";
import { type ContentError, contentError } from "./content-error.ts";
import { jsonPath } from "./json-path.ts";

/** One ContentError per zod issue, each naming the JSON path of the offending value. */
export function zodIssuesToErrors(file: string, error: z.ZodError): ContentError[] {
  return error.issues.map((issue) => contentError(file, issue.message, { path: jsonPath(issue.path) }));
}
