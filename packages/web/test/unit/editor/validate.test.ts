import type { MapToken } from "@horda/content";
import { describe, expect, it } from "vitest";
import { addRecords } from "../../../src/editor/model/ops.ts";
import { emptyDoc } from "../../../src/editor/model/records.ts";
import { validateDoc } from "../../../src/editor/validate/validate.ts";
import { driver, library, newEditor } from "./helpers.ts";

function put(editor: ReturnType<typeof newEditor>, token: MapToken) {
  editor.run("put", (doc) => addRecords(doc, [{ type: "token", token }]).doc);
  return Object.keys(editor.doc.records).at(-1) as string;
}

const keys = (editor: ReturnType<typeof newEditor>) =>
  validateDoc(editor.doc, library).problems.map((p) => p.key);

describe("live validation", () => {
  it("an empty document says it needs tiles and a starting zone", () => {
    const v = validateDoc(emptyDoc(), library);
    expect(v.playable).toBe(false);
    expect(v.problems.map((p) => p.key)).toEqual(expect.arrayContaining(["noTiles", "noStart"]));
  });

  it("a tile, a start, an exit and a spawn joined by streets is playable, with only the unverified note", () => {
    const editor = newEditor();
    driver(editor).placeTile("core2e/1R", 5, 5);
    put(editor, { kind: "start", x: 1, y: 8 });
    put(editor, { kind: "exit", x: 5, y: 8 });
    put(editor, { kind: "spawn", spawn: "start", active: true, x: 8, y: 8 });
    const v = validateDoc(editor.doc, library);
    expect(v.playable).toBe(true);
    expect(v.problems.map((p) => p.key)).toEqual(["unverifiedTile"]);
  });

  it("finds an exit and a spawn no path joins to the start, and points at their records", () => {
    const editor = newEditor();
    const d = driver(editor);
    d.placeTile("core2e/1R", 5, 5);
    d.placeTile("core2e/2R", 25, 5);
    put(editor, { kind: "start", x: 1, y: 8 });
    const exit = put(editor, { kind: "exit", x: 28, y: 1 });
    const spawn = put(editor, { kind: "spawn", spawn: "red", active: true, x: 28, y: 8 });
    const v = validateDoc(editor.doc, library);
    expect(v.problems.find((p) => p.key === "exitUnreachable")?.records).toEqual([exit]);
    expect(v.problems.find((p) => p.key === "spawnNoPath")?.records).toEqual([spawn]);
  });

  it("refuses a Vault door or a Dragon Fire token (no rule on the board) and warns past 4 Dragon Bile tokens", () => {
    const editor = newEditor();
    driver(editor).placeTile("core2e/1R", 5, 5);
    put(editor, { kind: "start", x: 1, y: 8 });
    put(editor, { kind: "exit", x: 5, y: 8 });
    for (let x = 0; x < 5; x++) put(editor, { kind: "token", name: "dragon-bile", x, y: 1 });
    let v = validateDoc(editor.doc, library);
    expect(v.playable).toBe(true);
    expect(v.problems.find((p) => p.key === "bileOverFour")?.severity).toBe("warning");
    const door = put(editor, { kind: "token", name: "vault-door-closed", x: 2, y: 2 });
    put(editor, { kind: "token", name: "dragon-fire", x: 3, y: 2 });
    v = validateDoc(editor.doc, library);
    expect(v.playable).toBe(false);
    const refused = v.problems.filter((p) => p.key === "tokenRefused");
    expect(refused.map((p) => [p.severity, p.params?.token])).toEqual([
      ["error", "vault-door-closed"],
      ["error", "dragon-fire"],
    ]);
    expect(refused[0]?.records).toEqual([door]);
    // A Vault artefact outside a Vault is played but probably misplaced.
    put(editor, { kind: "token", name: "vault-artefact", x: 4, y: 4 });
    expect(keys(editor)).toContain("artefactOutsideVault");
  });

  it("warns about a coloured door with no objective of its colour, until one is placed", () => {
    const editor = newEditor();
    driver(editor).placeTile("core2e/1R", 5, 5);
    put(editor, { kind: "start", x: 1, y: 8 });
    editor.setTool("place-piece", { template: { kind: "door", colour: "blue", open: false }, preview: null });
    driver(editor).click(2.95, 1.5);
    expect(keys(editor)).toContain("doorNoObjective");
    put(editor, { kind: "objective", colour: "blue", x: 5, y: 5 });
    expect(keys(editor)).not.toContain("doorNoObjective");
  });

  it("warns about an objective in the street and a missing exit when a goal needs one", () => {
    const editor = newEditor();
    driver(editor).placeTile("core2e/1R", 5, 5);
    put(editor, { kind: "start", x: 1, y: 8 });
    const obj = put(editor, { kind: "objective", colour: "red", x: 1, y: 1 });
    const v = validateDoc(editor.doc, library);
    expect(v.problems.find((p) => p.key === "objectiveOnStreet")?.records).toEqual([obj]);
    expect(v.problems.map((p) => p.key)).toContain("noExit");
  });

  it("reports an unknown tile as a compiler error located on its record", () => {
    const { doc, ids } = addRecords(emptyDoc(), [
      { type: "tile", tile: "core2e/99X", x: 0, y: 0, rotation: 0 },
    ]);
    const v = validateDoc(doc, library);
    const p = v.problems.find((q) => q.key === "compiler");
    expect(p?.text).toMatch(/^unknown tile "core2e\/99X" \(the pack "core2e" has 1R, 1V, 2R, .*9V\)$/);
    expect(p?.path).toBe("$.map.tiles[0].tile");
    expect(p?.records).toEqual(ids);
    expect(v.board).toBeNull();
  });

  it("reports a door token on no wall, and a rule unlocking a colour no door has", () => {
    const editor = newEditor();
    driver(editor).placeTile("core2e/1R", 5, 5);
    put(editor, { kind: "start", x: 1, y: 8 });
    editor.setTool("place-piece", {
      template: { kind: "door", colour: "neutral", open: false },
      preview: null,
    });
    driver(editor).click(8.5, 8.95);
    const door = Object.keys(editor.doc.records).at(-1);
    const v = validateDoc(editor.doc, library);
    expect(v.problems.find((p) => p.key === "compiler")?.records).toEqual([door]);
    driver(editor).undo();
    editor.run("rule", (doc) => ({
      ...doc,
      mission: {
        ...doc.mission,
        rules: [
          {
            id: "r",
            on: { event: "crateTaken" },
            do: [{ effect: "unlockDoors", colour: "green" }],
            repeat: false,
          },
        ],
      },
    }));
    expect(keys(editor)).toContain("ruleNoDoor");
  });
});
