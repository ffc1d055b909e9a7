import type { FileRecord } from "@horda/content";
import { loadPacks, parseTileText, serializeTile } from "@horda/content";
import { describe, expect, it } from "vitest";
import { coreRecords, errorLines } from "./helpers/records.ts";

const TRACED = (replaces: string, id = "core2e-1R") => `tile: ${id}
status: verified
replaces: ${replaces}
size: 2x2
grid:
  AB
  ab
`;

function userPack(tiles: Record<string, string>, extendsIds = ["core2e"]): FileRecord[] {
  const pack = {
    schema: "horda.pack/1",
    id: "user",
    names: { en: "My tiles", "pt-BR": "Meus blocos" },
    game: "zombicide",
    ruleProfile: "2e",
    extends: extendsIds,
    files: { tiles: "tiles" },
  };
  return [
    { path: "content/user/pack.json", text: JSON.stringify(pack) },
    ...Object.entries(tiles).map(([name, text]) => ({ path: `content/user/tiles/${name}.tile`, text })),
  ];
}

describe("stand-in and traced tiles", () => {
  it("reads and writes standin and replaces", () => {
    const text = "tile: X\nstandin: true\nsize: 1x1\ngrid:\n  a\n";
    const r = parseTileText(text, "x.tile");
    expect(r.ok && r.value.standIn).toBe(true);
    const traced = parseTileText(TRACED("core2e/1R"), "t.tile");
    expect(traced.ok && traced.value.replaces).toBe("core2e/1R");
    if (!r.ok || !traced.ok) return;
    for (const face of [r.value, traced.value]) {
      const again = parseTileText(serializeTile(face), "again.tile");
      expect(again.ok && again.value).toEqual(face);
    }
  });

  it("refuses a bad standin or replaces value, with its line", () => {
    const bad = parseTileText("tile: X\nstandin: yes\nsize: 1x1\ngrid:\n  a\n", "x.tile");
    expect(bad.ok ? [] : bad.error.map((e) => `${e.line}: ${e.message}`)).toEqual([
      '2: standin must be "true" or "false", got "yes"',
    ]);
    const noPack = parseTileText(TRACED("1R"), "t.tile");
    expect(noPack.ok ? [] : noPack.error.map((e) => e.line)).toEqual([3]);
  });

  it("loads a user pack whose tile replaces a tile of the pack it extends", () => {
    const records = [...coreRecords(), ...userPack({ "core2e-1R": TRACED("core2e/1R") })];
    expect(errorLines(records)).toEqual([]);
    const r = loadPacks(records);
    expect(r.ok && r.value.user?.tiles[0]?.replaces).toBe("core2e/1R");
  });

  it("refuses a replacement of a tile that its bases do not have, or of a pack it does not extend", () => {
    expect(errorLines([...coreRecords(), ...userPack({ a: TRACED("core2e/99Z", "a") })])).toEqual([
      'content/user/tiles/a.tile: replaces "core2e/99Z": pack core2e has no tile "99Z"',
    ]);
    expect(errorLines([...coreRecords(), ...userPack({ a: TRACED("blackplague/1R", "a") })])).toEqual([
      'content/user/tiles/a.tile: replaces "blackplague/1R": "blackplague" is not a pack that user extends',
    ]);
    expect(
      errorLines([
        ...coreRecords(),
        ...userPack({ a: TRACED("core2e/1R", "a"), b: TRACED("core2e/1R", "b") }),
      ]),
    ).toEqual(['content/user/tiles/b.tile: "core2e/1R" is already replaced by content/user/tiles/a.tile']);
  });
});
