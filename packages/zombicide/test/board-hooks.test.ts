import { type MapFile, parseMapJson, parseTileText, type TileFace } from "@horda/content";
import {
  type Board,
  type BoardHookSet,
  buildTables,
  castSight,
  combineBoardHooks,
  compileMap,
  hooksKey,
} from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { boardHookRegistry, boardHooksFor } from "../src/game/modes/board-hooks.ts";

// Rooms A | B: a wall with an opening in the top row; streets c and d below (a line between them); a door
// between B and d.
const TILE = `tile: t
size: 4x3
grid:
  AABB
  AABB
  ccdd
edges:
  1,0 E open
  2,1 S door
`;

function board(text = TILE): Board {
  const face = parseTileText(text, "t.tile");
  if (!face.ok) throw new Error(JSON.stringify(face.error));
  const map = parseMapJson(
    {
      schema: "horda.map/1",
      id: "m",
      name: { en: "m" },
      game: "zombicide",
      tiles: [{ tile: "test/t", x: 0, y: 0, rotation: 0 }],
      doors: [],
      tokens: [],
    },
    "m",
  );
  if (!map.ok) throw new Error(JSON.stringify(map.error));
  const b = compileMap(map.value as MapFile, new Map<string, TileFace>([["test/t", face.value]]));
  if (!b.ok) throw new Error(JSON.stringify(b.error));
  return b.value;
}

const z = (b: Board, letter: string) => b.zones.findIndex((x) => x.label.endsWith(`:${letter}`));
const edgeBetween = (b: Board, p: number, q: number, kind: string) =>
  b.edges.find((e) => e.kind === kind && e.zones.includes(p) && e.zones.includes(q));

interface Game {
  readonly broken: readonly string[];
}

describe("board edges", () => {
  it("names every boundary between zones: doors keep their ids, walls W1..., openings and lines P1...", () => {
    const b = board();
    const [a, bb, c, d] = ["A", "B", "c", "d"].map((l) => z(b, l)) as [number, number, number, number];
    const wall = edgeBetween(b, a, bb, "wall");
    const opening = edgeBetween(b, a, bb, "open");
    const door = edgeBetween(b, bb, d, "door");
    expect(wall?.id).toMatch(/^W\d+$/);
    expect(opening?.id).toMatch(/^P\d+$/);
    expect(door?.id).toBe(b.doors[0]?.id);
    expect(door?.door).toBe(0);
    // The wall between a and b covers the cell side the opening does not.
    expect(wall?.sides).toEqual([{ x: 1, y: 1, side: "E" }]);
    expect(b.edgeIndex[wall?.id as string]).toBe(wall?.index);
    const link = b.links.find((l) => l.a === Math.min(a, bb) && l.b === Math.max(a, bb));
    expect(link?.edges.map((e) => b.edges[e]?.kind).sort()).toEqual(["open", "wall"]);
    expect(new Set(b.edges.map((e) => e.id)).size).toBe(b.edges.length);
    expect(edgeBetween(b, a, c, "wall")).toBeDefined();
    expect(b.eastEdge[1]).toBe(opening?.index);
  });
});

describe("board hooks", () => {
  // A thin wall broken (by id, in the state) lets everyone through; a narrow way (the opening) stops Brutes.
  const broken: BoardHookSet<Game> = {
    id: "broken-walls",
    key: (s) => (s.broken ?? []).join(","),
    crossing: ({ edge, state }) => (state?.broken.includes(edge.id) ? true : undefined),
  };
  const narrow: BoardHookSet<Game> = {
    id: "narrow",
    actorClass: (actor) => (actor === "brute" ? "brute" : ""),
    crossing: ({ edge, actor, purpose, current }) =>
      edge.kind === "open" && purpose === "move" && actor === "brute" ? false : current,
  };

  it("blocks a crossing for one actor kind only", () => {
    const b = board();
    const [a, bb] = [z(b, "A"), z(b, "B")];
    const hooks = combineBoardHooks(narrow);
    const state: Game = { broken: [] };
    const walker = buildTables(b, new Set(), hooks, { state, actor: "walker" });
    const brute = buildTables(b, new Set(), hooks, { state, actor: "brute" });
    const survivor = buildTables(b, new Set(), hooks, { state, actor: "survivor" });
    expect(walker.neighbours[a]).toContain(bb);
    expect(survivor.neighbours[a]).toContain(bb);
    expect(brute.neighbours[a]).not.toContain(bb);
    // Room A has no other way out, so the Brute cannot reach B; sight is not a step: it still sees through.
    expect(brute.steps[a * brute.n + bb]).toBe(-1);
    expect(walker.steps[a * walker.n + bb]).toBe(1);
    expect(brute.sight[a * brute.n + bb]).toBe(1);
    expect(hooksKey(hooks, state, "brute")).not.toBe(hooksKey(hooks, state, "walker"));
    expect(hooksKey(hooks, state, "runner")).toBe(hooksKey(hooks, state, "walker"));
  });

  it("combines modules in order: each sees the answer so far and may change it", () => {
    const b = board();
    const [a, bb] = [z(b, "A"), z(b, "B")];
    const wall = edgeBetween(b, a, bb, "wall")?.id as string;
    const state: Game = { broken: [wall] };
    // Broken wall first, then narrow: the broken wall opens a second way that the Brute may take.
    const both = combineBoardHooks(broken, narrow);
    const brute = buildTables(b, new Set(), both, { state, actor: "brute" });
    expect(brute.neighbours[a]).toContain(bb);
    // A later module overriding an earlier one: a "walls stand" module after "broken walls" closes it again.
    const rebuilt: BoardHookSet<Game> = {
      id: "rebuilt",
      crossing: ({ edge }) => (edge.kind === "wall" ? false : undefined),
    };
    const closed = buildTables(b, new Set(), combineBoardHooks(broken, narrow, rebuilt), {
      state,
      actor: "brute",
    });
    expect(closed.neighbours[a]).not.toContain(bb);
    // The state the hooks read is part of the tables' key.
    expect(hooksKey(both, state, "brute")).not.toBe(hooksKey(both, { broken: [] }, "brute"));
    expect(hooksKey(combineBoardHooks<Game>(), state, "brute")).toBe("");
  });

  it("folds sight hooks: a hook that hides a zone wins over an earlier one that keeps it", () => {
    const b = board();
    const [a, c] = [z(b, "A"), z(b, "B")];
    const seen: string[] = [];
    const first: BoardHookSet<Game> = {
      id: "first",
      sight: ({ actor, current }) => {
        seen.push(actor);
        return current;
      },
    };
    const night: BoardHookSet<Game> = {
      id: "night",
      sight: ({ to, actor }) => (to === c && actor !== "survivor" ? false : undefined),
    };
    const hooks = combineBoardHooks(first, night);
    const state: Game = { broken: [] };
    expect(castSight(b, a, new Set(), {}, hooks, { state, actor: "survivor" })[c]).toBe(1);
    expect(castSight(b, a, new Set(), {}, hooks, { state, actor: "walker" })[c]).toBe(-1);
    expect(seen).toContain("walker");
  });
});

describe("a game's board hooks", () => {
  it("come from its modules, combined in module order; Dark Zones is one of them", () => {
    expect(boardHooksFor(["core"]).sets).toEqual([]);
    expect(boardHooksFor(["core", "dark-zones"]).sets.map((h) => h.id)).toEqual(["dark-zones"]);
    const first: BoardHookSet = { id: "first", crossing: () => undefined };
    const second: BoardHookSet = { id: "second", actorClass: (a) => (a === "brute" ? "big" : "") };
    const registry = { ...boardHookRegistry(), first, second };
    const hooks = boardHooksFor(["second", "core", "dark-zones", "first"], registry);
    expect(hooks.sets.map((h) => h.id)).toEqual(["second", "dark-zones", "first"]);
    expect(hooksKey(hooks, undefined as never, "brute")).toBe("second@big;dark-zones;first;");
    expect(hooksKey(hooks, undefined as never, "runner")).toBe("second@;dark-zones;first;");
  });

  it("keep Dark Zones working: no sight into a dark room beyond Range 1, for every actor", () => {
    // Streets a, b, c, then the dark room D through an opening.
    const b = board(`tile: t
size: 5x1
grid:
  abcDD
zones:
  D: dark
edges:
  c|D open
`);
    const hooks = boardHooksFor(["core", "dark-zones"]);
    const [a, c, d] = [z(b, "a"), z(b, "c"), z(b, "D")];
    for (const actor of ["survivor", "walker", "abomination"]) {
      const t = buildTables(b, new Set(), hooks, { state: undefined, actor });
      expect(t.sight[c * t.n + d]).toBe(1);
      expect(t.sight[a * t.n + d]).toBe(-1);
      expect(t.sight[d * t.n + a]).toBe(3);
    }
    const plain = buildTables(b, new Set());
    expect(plain.sight[a * plain.n + d]).toBe(3);
  });
});
