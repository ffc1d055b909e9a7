import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { MissionFile, TileFace } from "@horda/content";
import { compileMap } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { bundledPackRecords } from "../../../src/editor/content/pack-records.ts";
import { docToMission, missionToDoc } from "../../../src/editor/io/convert.ts";
import { importMissionText } from "../../../src/editor/io/import-mission.ts";
import type { KeyValueStore } from "../../../src/editor/io/local-store.ts";
import { checkTile, paintCell, setSide } from "../../../src/editor/tile-editor/tile-draft.ts";
import { loadUserTiles, saveUserPackTile, withUserTiles } from "../../../src/editor/tile-editor/user-pack.ts";
import { validateDoc } from "../../../src/editor/validate/validate.ts";
import { bundledPacks } from "../../../src/table/content/packs.ts";
import { library } from "./helpers.ts";

// The Rio tiles 22R-28V ship as stand-ins: an owner traces the real face and every Rio mission on it follows.
function memoryStore(): KeyValueStore {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v) };
}

const loaded = bundledPacks();
if (!loaded.ok) throw new Error(loaded.errors.join("\n"));
const m1 = loaded.packs.rio?.missions.find((m) => m.id === "m01-blood-and-samba") as MissionFile;

/** What the tile editor's "Start from" gives for a stand-in, then a "traced" layout: two rooms and a street. */
function traced25R(): TileFace {
  const standIn = library.get("rio/25R") as TileFace;
  const { standIn: _s, ...rest } = standIn;
  let f: TileFace = { ...rest, id: "rio-25R", replaces: "rio/25R", status: "verified" };
  for (let y = 0; y < 10; y++)
    for (let x = 0; x < 10; x++) f = paintCell(f, x, y, y < 4 ? "a" : x < 5 ? "A" : "B");
  f = { ...f, zoneFlags: {}, edges: [], pairEdges: [], spots: [] };
  return setSide(f, 2, 4, "N", "door");
}

describe("Rio stand-in tiles", () => {
  it("are noted in the creator's checks as stand-ins, not as unchecked transcriptions", () => {
    const v = validateDoc(missionToDoc(m1), library);
    const notes = v.problems.filter((p) => p.severity === "info");
    const rio = notes.filter((p) => String(p.params?.tile).startsWith("rio/"));
    expect(rio.length).toBeGreaterThan(0);
    expect(new Set(rio.map((p) => p.key))).toEqual(new Set(["standInTile"]));
    // The core tiles there are transcriptions not yet checked: those stay "unverified".
    const core = notes.filter((p) => String(p.params?.tile).startsWith("core2e/"));
    expect(new Set(core.map((p) => p.key))).toEqual(new Set(core.length > 0 ? ["unverifiedTile"] : []));
  });

  it("are in the library as stand-ins, and every Rio mission's map compiles on them", () => {
    for (const n of ["22", "23", "24", "25", "26", "27", "28"])
      for (const side of ["R", "V"])
        expect(library.get(`rio/${n}${side}`)?.standIn, `${n}${side}`).toBe(true);
    for (const m of loaded.packs.rio?.missions ?? []) {
      const board = compileMap(m.map, library);
      expect(board.ok, m.id).toBe(true);
    }
  });

  it("a traced 25R saved in the user pack takes the stand-in's place in Blood and Samba's board", () => {
    const before = compileMap(m1.map, library);
    if (!before.ok) throw new Error("M1 does not compile");
    const labelsOf = (zones: readonly { label: string }[]) =>
      zones.map((z) => z.label).filter((l) => l.startsWith("25R"));
    expect(labelsOf(before.value.zones).length).toBeGreaterThan(5);

    const store = memoryStore();
    const { text, parsed } = checkTile(traced25R());
    expect(parsed.ok).toBe(true);
    const saved = saveUserPackTile(store, traced25R(), text, bundledPackRecords());
    expect(saved.ok ? [] : saved.error).toEqual([]);
    const user = loadUserTiles(store, library);
    expect([...user.tiles.keys()]).toEqual(["rio/25R"]);
    const tiles = withUserTiles(library, user.tiles);
    expect(tiles.get("rio/25R")?.standIn).toBeUndefined();
    const after = compileMap(m1.map, tiles);
    if (!after.ok) throw new Error(after.error.map((e) => e.message).join("; "));
    expect(labelsOf(after.value.zones).sort()).toEqual(["25R:A", "25R:B", "25R:a"]);
  });

  it("the editor opens every Rio mission file, and what it exports keeps its modules and Objective set", () => {
    const dir = fileURLToPath(new URL("../../../../../content/rio/missions/", import.meta.url));
    const files = readdirSync(dir).filter((f) => f.endsWith(".mission.json"));
    expect(files).toHaveLength(11);
    for (const f of files) {
      const imported = importMissionText(readFileSync(dir + f, "utf8"), { tiles: library, source: f });
      expect(imported.ok ? [] : imported.error, f).toEqual([]);
      if (!imported.ok) continue;
      const back = docToMission(missionToDoc(imported.value));
      expect(back.modules, f).toEqual(imported.value.modules);
      expect(back.objectiveCards, f).toEqual(imported.value.objectiveCards);
      expect(back.map.tiles, f).toEqual(imported.value.map.tiles);
    }
  });
});
