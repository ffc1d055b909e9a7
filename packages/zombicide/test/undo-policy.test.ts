import { fileURLToPath } from "node:url";
import { parseTileText } from "@horda/content";
import { canUndo, type Session, startSession, submit, undo } from "@horda/table";
import {
  survivorCatalogFromPacks,
  type ZombicideCommand,
  type ZombicideConfig,
  type ZombicideState,
  zombicide,
  zombieCatalogFromPacks,
} from "@horda/zombicide";
import { loadContentPacks } from "@horda/zombicide/node";
import { describe, expect, it } from "vitest";

// Undo policy (docs/table.md): a command may be taken back until it reveals hidden information (a card drawn,
// a die rolled); the house rule `houseRules.undoAnything` lifts that.
const face = parseTileText("tile: undo\nsize: 6x1\ngrid:\n  aabbCC\nedges:\n  b|C open\n", "undo.tile");
if (!face.ok) throw new Error(face.error.map((e) => e.message).join("; "));
const packs = loadContentPacks(fileURLToPath(new URL("../../../content", import.meta.url)));
const base: ZombicideConfig = {
  map: {
    schema: "horda.map/1",
    id: "undo",
    name: { en: "undo" },
    game: "zombicide",
    tiles: [{ tile: "test/undo", x: 0, y: 0, rotation: 0 }],
    tokens: [{ kind: "spawn", x: 0, y: 0, spawn: "start" }],
  },
  tiles: { "test/undo": face.value },
  seats: ["p1"],
  survivors: [{ id: "wanda", seat: "p1", zone: "2,0", hands: ["pistol", null] }],
  zombies: [{ type: "walker", zone: "4,0", count: 2 }],
  survivorCatalog: survivorCatalogFromPacks(packs),
  zombieCatalog: zombieCatalogFromPacks(packs),
  dice: [1],
};

type S = Session<ZombicideState, ZombicideCommand, ZombicideConfig>;

function start(config: ZombicideConfig = base): S {
  const s = startSession(zombicide, config, "undo");
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

function play(session: S, command: ZombicideCommand): S {
  const r = submit(zombicide, session, "p1", command);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.session;
}

const shoot: ZombicideCommand = { type: "ranged", survivor: "wanda", weapon: "pistol", zone: "Z3" };

describe("undo policy: back to the last checkpoint until something hidden is revealed", () => {
  it("a plain Move is taken back: the state is the one before it", () => {
    const before = start();
    const moved = play(before, { type: "move", survivor: "wanda", to: "Z1" });
    expect(canUndo(moved, "p1")).toBe(true);
    const back = undo(zombicide, moved, "p1");
    expect(back.ok).toBe(true);
    if (back.ok) expect(JSON.stringify(back.value.session.state)).toBe(JSON.stringify(before.state));
  });

  it("a die rolled (a Ranged Action) cannot be taken back", () => {
    const shot = play(start(), shoot);
    expect(canUndo(shot, "p1")).toBe(false);
    const back = undo(zombicide, shot, "p1");
    expect(back.ok).toBe(false);
    if (!back.ok) expect(back.error.code).toBe("undo_blocked");
  });

  it("a card drawn (a Search) cannot be taken back, nor the Move before it", () => {
    const moved = play(start({ ...base, zombies: [] }), { type: "move", survivor: "wanda", to: "Z3" });
    const searched = play(moved, { type: "search", survivor: "wanda" });
    expect(searched.state.equipmentDeck.draw.length).toBeLessThan(moved.state.equipmentDeck.draw.length);
    expect(canUndo(moved, "p1")).toBe(true);
    expect(canUndo(searched, "p1")).toBe(false);
    const back = undo(zombicide, searched, "p1");
    expect(back.ok).toBe(false);
    if (!back.ok) expect(back.error.code).toBe("undo_blocked");
  });

  it("a Zombie card drawn in the Spawn Step cannot be taken back", () => {
    const ended = play(start(), { type: "endTurn", survivor: "wanda" });
    expect(ended.state.zombieDeck.discard.length).toBe(1);
    expect(undo(zombicide, ended, "p1").ok).toBe(false);
  });

  it("with the house rule undoAnything, a die roll is taken back too (and the seeded dice come out the same)", () => {
    const before = start({ ...base, houseRules: { undoAnything: true } });
    const shot = play(before, shoot);
    expect(canUndo(shot, "p1")).toBe(true);
    const back = undo(zombicide, shot, "p1");
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(JSON.stringify(back.value.session.state)).toBe(JSON.stringify(before.state));
    const again = play(back.value.session, shoot);
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(shot.state));
  });
});
