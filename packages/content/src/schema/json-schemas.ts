import { z } from "zod";
import { MAP_FILE_KIND } from "../map/parse.ts";
import { FILE_KINDS, type FileKind } from "./file-kinds.ts";

/**
 * The JSON Schema of every content file kind, for editor autocompletion, as the text of
 * `packages/content/schemas/<name>.schema.json`. Generated from the zod schemas; never edited by hand.
 */
export function buildJsonSchemas(): Record<string, string> {
  const out: Record<string, string> = {};
  const kinds: FileKind<unknown>[] = [...Object.values(FILE_KINDS), MAP_FILE_KIND as FileKind<unknown>];
  for (const kind of kinds) {
    const schema = z.toJSONSchema(kind.schema, { target: "draft-2020-12", io: "input" });
    const titled = { title: `Horda ${kind.name} file (horda.${kind.name}/${kind.version})`, ...schema };
    out[`${kind.name}.schema.json`] = `${JSON.stringify(titled, null, 2)}\n`;
  }
  return out;
}
