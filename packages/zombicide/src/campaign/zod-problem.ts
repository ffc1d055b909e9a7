import type { z } from "zod";

/** The first problem of a zod parse as "what at $.path": the path a person can find in the file. */
export function zodProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "invalid";
  const path = issue.path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("");
  return `${issue.message} at $${path}`;
}
