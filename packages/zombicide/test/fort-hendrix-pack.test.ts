import { fileURLToPath } from "node:url";
import { type MissionFile, type PackSet, parseTileText, type TileFace } from "@horda/content";
import { choicesFor, startSession, submit } from "@horda/table";
import {
  boardOf,
  compileMap,
  refusal,
  survivorCatalogFromPacks,
  type ZombicideConfig,
  zombicide,
  zombieCatalogFromPacks,
} from "@horda/zombicide";
import { loadContentPacks } from "@horda/zombicide/node";
import { describe, expect, it } from "vitest";

// The Fort Hendrix pack as the engine sees it (content/fort-hendrix, docs/content-packs.md): it loads with the
// engine's catalogue, what the engine cannot play yet is refused (not played on other rules), the advanced decks
// replace the core ones, and each mission either sets up and plays or is refused naming the module it needs.
const root = fileURLToPath(new URL("../../../", import.meta.url));
const packs: PackSet = loadContentPacks(`${root}content`, "fort-hendrix");
const fh = packs["fort-hendrix"];
if (!fh) throw new Error("no fort-hendrix pack");
const tiles: Record<string, TileFace> = {};
for (const p of Object.values(packs)) for (const t of p.tiles) tiles[`${p.manifest.id}/${t.id}`] = t;
const BOXES = ["core2e", "fort-hendrix"];

/** Zones a survivor can walk to from the zone of `from`, every door opened (walls stop, the rest passes). */
function reachable(mission: MissionFile): { board: ReturnType<typeof compile>; seen: Set<number> } {
  const board = compile(mission);
  const start = board.tokens.find((t) => t.kind === "start");
  const seen = new Set<number>(start ? [start.zone] : []);
  const queue = [...seen];
  while (queue.length > 0) {
    const z = queue.shift() as number;
    for (const l of board.links) {
      if (l.a !== z && l.b !== z) continue;
      if (l.kinds.every((k) => k === "wall")) continue;
      const other = l.a === z ? l.b : l.a;
      if (!seen.has(other)) {
        seen.add(other);
        queue.push(other);
      }
    }
  }
  return { board, seen };
}

function compile(mission: MissionFile) {
  const r = compileMap(mission.map, new Map(Object.entries(tiles)));
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join("; "));
  return r.value;
}

function config(mission: MissionFile, modules?: readonly string[]): ZombicideConfig {
  const playable = modules ? { ...mission, modules: [...modules] } : mission;
  const cast = Object.keys(survivorCatalogFromPacks(packs, BOXES).survivors)
    .filter((id) => id !== "penny")
    .slice(0, 6);
  return {
    map: mission.map,
    mission: playable,
    tiles,
    seats: ["p1", "p2"],
    survivors: cast.map((id, i) => ({ id, seat: i % 2 === 0 ? "p1" : "p2" })),
    survivorCatalog: survivorCatalogFromPacks(packs, BOXES),
    zombieCatalog: zombieCatalogFromPacks(packs, BOXES),
    startingDeal: true,
  };
}

describe("the Fort Hendrix pack", () => {
  it("loads with the engine's catalogue: 6 survivors, Penny, 4 decks, 40 Zombie cards, 12 stand-in tiles, 10 missions", () => {
    const raw = fh;
    expect(raw.companions?.map((c) => c.id)).toEqual(["penny"]);
    expect(raw.tiles.map((t) => t.id).sort()).toEqual(
      ["16R", "16V", "17R", "17V", "18R", "18V", "19R", "19V", "20R", "20V", "21R", "21V"].sort(),
    );
    for (const t of raw.tiles) {
      expect(t.standIn, `${t.id} is a stand-in`).toBe(true);
      for (const letter of new Set(t.grid.join("").replaceAll(".", "")))
        expect(t.zoneFlags[letter], `${t.id} zone ${letter} is military`).toContain("military");
    }
    expect(raw.missions.map((m) => m.id).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `fh-m${i + 1}`).sort(),
    );
  });

  it("plays every entry of the box: nothing is refused (the Repair Kit, the Ka-Bars and Patton's pair included)", () => {
    expect(fh.refused ?? []).toEqual([]);
    const inDecks = Object.values(fh.decks).flatMap((d) => (d ?? []).map((x) => x.card));
    for (const card of [
      "fh-repair-kit",
      "fh-ka-bar",
      "fh-starting-ka-bar",
      "fh-pattons-357-magnum",
      "fh-pattons-45-long-colt",
    ])
      expect(inDecks, card).toContain(card);
    // The Shooter mark is played (the shooter-walkers module): the cards keep it.
    expect(fh.spawnCards.filter((c) => "shooter" in c && c.shooter).length).toBe(14);
  });

  it("offers all six survivors and plays the missions whose modules all exist (today: all ten)", () => {
    expect(fh.survivors.map((s) => s.id)).toEqual(["javier", "karl", "marian", "michelle", "riley", "wayne"]);
    const playable = fh.missions.filter((m) => refusal(m.ruleProfile, m.modules) === null).map((m) => m.id);
    expect(playable).toEqual(fh.missions.map((m) => m.id));
  });

  it("its advanced decks and Zombie cards replace the core ones when both boxes are used", () => {
    const survivors = survivorCatalogFromPacks(packs, BOXES);
    const zombies = zombieCatalogFromPacks(packs, BOXES);
    for (const deck of ["starting", "equipment", "epic"] as const)
      for (const card of survivors.decks[deck]) expect(survivors.equipment[card]).toBeDefined();
    expect(survivors.decks.starting.every((c) => c.startsWith("fh-"))).toBe(true);
    expect(survivors.decks.military?.length).toBeGreaterThan(0);
    expect(Object.keys(zombies.spawnCards).every((id) => Number(id) >= 41 && Number(id) <= 80)).toBe(true);
    expect(zombies.types.walker).toBeDefined();
    expect(survivors.survivors.penny?.skills.blue).toEqual([]);
  });

  it("draws stand-in tiles that play: on each face alone, every zone can be walked to (doors opened)", () => {
    for (const t of fh.tiles) {
      const mission = {
        ...(fh.missions[0] as MissionFile),
        map: {
          ...(fh.missions[0] as MissionFile).map,
          tiles: [{ tile: `fort-hendrix/${t.id}`, x: 0, y: 0, rotation: 0 as const }],
          doors: [],
          tokens: [{ kind: "start" as const, x: 0, y: 0 }],
        },
      };
      const { board, seen } = reachable(mission);
      expect(seen.size, `${t.id}: ${board.zones.filter((z) => !seen.has(z.index)).map((z) => z.label)}`).toBe(
        board.zones.length,
      );
      expect(
        board.zones.every((z) => z.flags.includes("military")),
        t.id,
      ).toBe(true);
    }
  });

  for (const mission of fh.missions) {
    describe(mission.id, () => {
      it("has a map whose Objectives, crates and spawns a survivor can walk to (doors opened)", () => {
        const { board, seen } = reachable(mission);
        for (const t of board.tokens)
          if (["objective", "crate", "companion"].includes(t.kind))
            expect(seen.has(t.zone), `${t.kind} ${t.id} at zone ${board.zones[t.zone]?.id}`).toBe(true);
      });

      it("is refused by name until the engine has its modules, or sets up and plays legal commands", () => {
        const missing = refusal(mission.ruleProfile, mission.modules);
        const started = startSession(zombicide, config(mission), "fh-seed");
        if (missing) {
          expect(started.ok).toBe(false);
          if (!started.ok) {
            expect(started.error.message).toContain("has no module");
            expect(started.error.message).toContain("the game is not played without it");
          }
        } else {
          if (!started.ok) throw new Error(started.error.message);
          let session = started.value;
          for (let i = 0; i < 40 && zombicide.status(session.state).kind !== "finished"; i++) {
            const choices = choicesFor(zombicide, session.state);
            const choice = choices[(i * 5) % Math.max(1, choices.length)];
            if (!choice) break;
            const done = submit(zombicide, session, choice.seat, choice.command);
            if (!done.ok)
              throw new Error(`legal ${JSON.stringify(choice.command)} refused: ${done.error.message}`);
            session = done.value.session;
          }
        }
      });

      it("sets up and runs legal commands with only the modules the engine has (a check of its data)", () => {
        // Not a game of the mission: its unknown modules and zombie types are left out to check the rest.
        const known = mission.modules.filter((m) => refusal(mission.ruleProfile, [m]) === null);
        const types = zombieCatalogFromPacks(packs, BOXES).types;
        const trimmed: MissionFile = {
          ...mission,
          modules: known,
          settings: Object.fromEntries(
            Object.entries(mission.settings ?? {}).filter(([k]) => known.includes(k)),
          ),
          map: {
            ...mission.map,
            tokens: mission.map.tokens.filter(
              (t) => t.kind !== "zombies" || types[String(t.zombie)] !== undefined,
            ),
          },
        };
        const started = startSession(zombicide, config(trimmed, known), "fh-seed");
        if (!started.ok) throw new Error(started.error.message);
        let session = started.value;
        expect(boardOf(session.state).zones.length).toBeGreaterThan(10);
        for (let i = 0; i < 12; i++) {
          if (zombicide.status(session.state).kind === "finished") break;
          const choices = choicesFor(zombicide, session.state);
          if (choices.length === 0) break;
          const choice = choices[(i * 7) % choices.length];
          if (!choice) break;
          const done = submit(zombicide, session, choice.seat, choice.command);
          if (!done.ok)
            throw new Error(`legal ${JSON.stringify(choice.command)} refused: ${done.error.message}`);
          session = done.value.session;
        }
      });
    });
  }

  it("plays a traced real layout wherever the stand-in was used (the tile editor's replace flow)", () => {
    const text = [
      "tile: fort-hendrix-21V",
      "status: verified",
      "replaces: fort-hendrix/21V",
      "size: 10x10",
      "grid:",
      ...Array.from({ length: 10 }, (_, y) => `  ${y < 5 ? "aaaaaaaaaa" : "bbbbbAAAAA"}`),
      "zones:",
      "  a: military",
      "  b: military",
      "  A: military",
      "edges:",
      "  4,7 E door",
    ].join("\n");
    const traced = parseTileText(text, "traced.tile");
    if (!traced.ok) throw new Error(traced.error.map((e) => e.message).join("; "));
    // The library keeps the traced face under the replaced tile's id (packages/web/src/content/play-tiles.ts).
    const library = new Map(Object.entries({ ...tiles, "fort-hendrix/21V": traced.value }));
    for (const mission of fh.missions.filter((m) => m.map.tiles.some((t) => t.tile === "fort-hendrix/21V"))) {
      const standIn = compile(mission);
      const r = compileMap(mission.map, library);
      if (!r.ok) throw new Error(`${mission.id}: ${r.error.map((e) => e.message).join("; ")}`);
      expect(r.value.zones.length, mission.id).not.toBe(standIn.zones.length);
      for (const t of r.value.tokens) expect(r.value.zones[t.zone], `${mission.id} ${t.kind}`).toBeDefined();
    }
  });
});
