import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildJsonSchemas } from "../schema/json-schemas.ts";

/** `packages/content/schemas`, where the generated JSON Schema files live. */
export const SCHEMAS_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "schemas");

/** Writes every JSON Schema file; returns the file names written. */
export function writeJsonSchemas(dir: string = SCHEMAS_DIR): string[] {
  mkdirSync(dir, { recursive: true });
  const files = buildJsonSchemas();
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return Object.keys(files);
}
