import { FILE_KINDS, formatContentError, migrateToCurrent, readDataFile } from "@horda/content";
import { describe, expect, it } from "vitest";

const v1 = {
  schema: "horda.survivors/1",
  survivors: [
    {
      id: "ned",
      names: { en: "Ned", "pt-BR": "Ned" },
      kid: false,
      health: 3,
      skills: {
        blue: ["plus-1-free-action:search"],
        yellow: ["plus-1-action"],
        orange: ["lucky"],
        red: ["tough"],
      },
    },
    {
      id: "lou",
      names: { en: "Lou", "pt-BR": "Lou" },
      kid: true,
      health: 2,
      skills: { blue: ["charge"], yellow: ["plus-1-action"], orange: ["lucky"], red: ["tough"] },
    },
  ],
};

describe("schema versions and migration", () => {
  it("upgrades a survivors v1 file (kid: boolean) to v2 (kind)", () => {
    const r = readDataFile({ path: "s.json", text: JSON.stringify(v1) }, FILE_KINDS.survivors);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.schema).toBe("horda.survivors/2");
    expect(r.value.survivors.map((s) => [s.id, s.kind])).toEqual([
      ["ned", "classic"],
      ["lou", "kid"],
    ]);
    expect(r.value.survivors[0]).not.toHaveProperty("kid");
  });

  it("reports schema errors that remain after migrating", () => {
    const bad = structuredClone(v1);
    (bad.survivors[1] as { health: unknown }).health = "two";
    const r = readDataFile({ path: "s.json", text: JSON.stringify(bad) }, FILE_KINDS.survivors);
    expect(r.ok ? [] : r.error.map(formatContentError)).toEqual([
      "s.json: $.survivors[1].health: Invalid input: expected number, received string",
    ]);
  });

  it("refuses a version newer than it knows, a version with no migration, and another kind's tag", () => {
    const message = (data: unknown) => {
      const r = migrateToCurrent(data, FILE_KINDS.survivors);
      return r.ok ? "ok" : r.error;
    };
    expect(message({ schema: "horda.survivors/3" })).toBe(
      'schema "horda.survivors/3" is newer than this version of Horda reads (up to "horda.survivors/2")',
    );
    expect(message({ schema: "horda.survivors/0" })).toMatch(/too old: no migration from version 0/);
    expect(message({ schema: "horda.skills/1" })).toMatch(/is not a survivors file/);
    expect(message({ survivors: [] })).toBe('missing "schema" tag; expected "horda.survivors/2"');
    expect(message([1, 2])).toMatch(/expected a JSON object/);
  });
});
