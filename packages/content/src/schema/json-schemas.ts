import { z } from "zod";
import { FILE_KINDS } from "./file-kinds.ts";

/**
 * The JSON Schema of every content file kind, for editor autocompletion, as the text of
 * `packages/content/schemas/<name>.schema.json`. Generated from the zod schemas; never edited by hand.
 */
export function buildJsonSchemas(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const kind of Object.values(FILE_KINDS)) {
    const schema = z.toJSONSchema(kind.schema, { target: "draft-2020-12", io: "input" });
    const titled = { title: `Horda ${kind.name} file (horda.${kind.name}/${kind.version})`, ...schema };
    out[`${kind.name}.schema.json`] = `${JSON.stringify(titled, null, 2)}\n`;
  }
  return out;
}
