import { fileURLToPath } from "node:url";
import { loadPacks, type MissionFile } from "@horda/content";
import { readPackWithBases } from "@horda/content/node";
import { compileMap } from "@horda/zombicide";
import { loadTileLibrary } from "@horda/zombicide/node";
import { describe, expect, it } from "vitest";

// Horda's classic missions (content/classic-s1, dog-companions, toxic-city-mall): their maps compile on the
// stand-in tiles, and every zone is reachable from the survivors' start through doors, openings and streets.
const root = fileURLToPath(new URL("../../../", import.meta.url));
const library = loadTileLibrary(`${root}content`);

function missionsOf(pack: string): MissionFile[] {
  // No engine catalogue: the packs wait for the classic profile, and the maps are what is checked here.
  const loaded = loadPacks(readPackWithBases(`${root}content/${pack}`, `${root}content`));
  if (!loaded.ok) throw new Error(loaded.error.map((e) => `${e.file}: ${e.message}`).join("\n"));
  return [...(loaded.value[pack]?.missions ?? [])];
}

const missions = ["classic-s1", "dog-companions", "toxic-city-mall"].flatMap(missionsOf);

describe("Horda's classic missions", () => {
  it("are three, all on the classic profile", () => {
    expect(missions.map((m) => [m.id, m.ruleProfile])).toEqual([
      ["classic-first-steps", "classic"],
      ["classic-good-dogs", "classic"],
      ["classic-mall-sale", "classic"],
    ]);
  });

  for (const mission of missions)
    it(`${mission.id}: the map compiles and every zone can be reached from the start`, () => {
      const board = compileMap(mission.map, library);
      if (!board.ok) throw new Error(JSON.stringify(board.error));
      const b = board.value;
      const start = b.tokens.find((t) => t.kind === "start");
      expect(start).toBeDefined();
      const seen = new Set<number>([start?.zone ?? -1]);
      const queue = [...seen];
      while (queue.length > 0) {
        const z = queue.pop() as number;
        for (const link of b.links) {
          if (link.a !== z && link.b !== z) continue;
          if (!link.kinds.some((k) => k !== "wall")) continue;
          const other = link.a === z ? link.b : link.a;
          if (!seen.has(other)) {
            seen.add(other);
            queue.push(other);
          }
        }
      }
      const cut = b.zones.filter((z) => !seen.has(z.index)).map((z) => z.label);
      expect(cut).toEqual([]);
    });
});
