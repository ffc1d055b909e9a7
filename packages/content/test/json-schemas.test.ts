import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { buildJsonSchemas } from "@horda/content";
import { SCHEMAS_DIR } from "@horda/content/node";
import { describe, expect, it } from "vitest";

describe("the committed JSON Schema files", () => {
  const built = buildJsonSchemas();

  it("are exactly what the zod schemas generate (run `npm run schemas -w @horda/content` if not)", () => {
    const committed = readdirSync(SCHEMAS_DIR)
      .filter((f) => f.endsWith(".schema.json"))
      .sort();
    expect(committed).toEqual(Object.keys(built).sort());
    for (const [name, text] of Object.entries(built)) {
      expect(readFileSync(join(SCHEMAS_DIR, name), "utf8"), name).toBe(text);
    }
  });

  it("forbid unknown keys so editors flag typos", () => {
    const survivors = JSON.parse(built["survivors.schema.json"] ?? "{}");
    expect(survivors.additionalProperties).toBe(false);
    expect(survivors.properties.survivors.items.additionalProperties).toBe(false);
    expect(survivors.properties.schema.const).toBe("horda.survivors/2");
  });
});
