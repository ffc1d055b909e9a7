// @vitest-environment happy-dom
import { parseTileText, ZONE_FLAGS, type ZoneFlag } from "@horda/content";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { beforeAll, describe, expect, it } from "vitest";
import { registerEditorStrings } from "../../../src/editor/i18n/register.ts";
import { Editor } from "../../../src/editor/model/editor.ts";
import { emptyDoc } from "../../../src/editor/model/records.ts";
import { blankTile, checkTile } from "../../../src/editor/tile-editor/tile-draft.ts";
import { TileEditor } from "../../../src/editor/tile-editor/tile-editor.ts";
import { loadUserTiles, saveUserTile, withUserTiles } from "../../../src/editor/tile-editor/user-pack.ts";
import { TileEditorPanel } from "../../../src/editor/ui/TileEditorPanel.tsx";
import { validateDoc } from "../../../src/editor/validate/validate.ts";
import { setupI18n } from "../../../src/i18n/i18n.ts";
import { driver, library } from "./helpers.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
beforeAll(() => {
  setupI18n("en");
  registerEditorStrings();
});

/** Pointer and key input as the tile grid sends it (cell units). */
function input(te: TileEditor) {
  const at = (x: number, y: number) => ({ x: x + 0.5, y: y + 0.5 });
  return {
    click(x: number, y: number) {
      te.dispatch({ type: "pointer_down", ...at(x, y) });
      te.dispatch({ type: "pointer_up", ...at(x, y) });
    },
    stroke(cells: [number, number][]) {
      const [first, ...rest] = cells as [[number, number], ...[number, number][]];
      te.dispatch({ type: "pointer_down", ...at(...first) });
      for (const c of rest) te.dispatch({ type: "pointer_move", ...at(...c) });
      const last = cells[cells.length - 1] as [number, number];
      te.dispatch({ type: "pointer_up", ...at(...last) });
    },
    undo: () => te.dispatch({ type: "key_down", key: "z", ctrl: true }),
    redo: () => te.dispatch({ type: "key_down", key: "z", ctrl: true, shift: true }),
    redoY: () => te.dispatch({ type: "key_down", key: "y", ctrl: true }),
  };
}

/** Eleven zones, one per flag: rooms A-F in row 0-1 and streets a-e below, each two cells wide. */
function elevenZones(): TileEditor {
  const te = new TileEditor(blankTile("flags"));
  const p = input(te);
  const letters = ["A", "B", "C", "D", "E", "F", "b", "c", "d", "e", "f"];
  letters.forEach((l, i) => {
    te.setTool({ kind: "paint", letter: l });
    const x = (i % 5) * 2;
    const y = Math.floor(i / 5) * 2;
    p.stroke([
      [x, y],
      [x + 1, y],
    ]);
  });
  return te;
}

const LETTER_OF: Record<ZoneFlag, string> = Object.fromEntries(
  ZONE_FLAGS.map((f, i) => [f, ["A", "B", "C", "D", "E", "F", "b", "c", "d", "e", "f"][i]]),
) as Record<ZoneFlag, string>;
const cellOf = (i: number): [number, number] => [(i % 5) * 2, Math.floor(i / 5) * 2];

describe("tile editor zone flags", () => {
  it("paints every one of the 11 flags on a zone with a click, and each click undoes and redoes by keys", () => {
    const te = elevenZones();
    const p = input(te);
    ZONE_FLAGS.forEach((flag, i) => {
      te.setTool({ kind: "flag", flag });
      p.click(...cellOf(i));
    });
    const expected = Object.fromEntries(ZONE_FLAGS.map((f) => [LETTER_OF[f], [f]]));
    expect(te.face.zoneFlags).toEqual(expected);
    p.undo();
    const { [LETTER_OF.parking]: _p, ...withoutParking } = expected;
    expect(te.face.zoneFlags).toEqual(withoutParking);
    p.undo();
    expect(te.face.zoneFlags).not.toHaveProperty(LETTER_OF.mall);
    p.redo();
    p.redoY();
    expect(te.face.zoneFlags).toEqual(expected);
  });

  it("a second click takes the flag off; a stroke puts it on every zone it crosses, as one undo step", () => {
    const te = elevenZones();
    const p = input(te);
    te.setTool({ kind: "flag", flag: "dark" });
    p.click(0, 0);
    expect(te.face.zoneFlags).toEqual({ A: ["dark"] });
    p.click(1, 0);
    expect(te.face.zoneFlags).toEqual({});
    // A stroke from A across B and C, then back over A: all three get the flag (the first zone decided "on").
    p.stroke([
      [0, 0],
      [2, 0],
      [4, 0],
      [1, 0],
    ]);
    expect(te.face.zoneFlags).toEqual({ A: ["dark"], B: ["dark"], C: ["dark"] });
    // A stroke starting on a flagged zone takes the flag off where it goes.
    p.stroke([
      [2, 0],
      [4, 0],
    ]);
    expect(te.face.zoneFlags).toEqual({ A: ["dark"] });
    p.undo();
    expect(te.face.zoneFlags).toEqual({ A: ["dark"], B: ["dark"], C: ["dark"] });
    p.undo();
    expect(te.face.zoneFlags).toEqual({});
    p.redo();
    expect(te.face.zoneFlags).toEqual({ A: ["dark"], B: ["dark"], C: ["dark"] });
    // Several flags on one zone are kept in the format's order, whatever the painting order.
    te.setTool({ kind: "flag", flag: "vault" });
    p.click(0, 0);
    te.setTool({ kind: "flag", flag: "sea" });
    p.click(0, 0);
    expect(te.face.zoneFlags.A).toEqual(["dark", "sea", "vault"]);
  });

  it("saves every flag in the tile text, reads it back, and the compiled board's zones carry them", () => {
    const te = elevenZones();
    const p = input(te);
    ZONE_FLAGS.forEach((flag, i) => {
      te.setTool({ kind: "flag", flag });
      p.click(...cellOf(i));
    });
    const { text, parsed } = checkTile(te.face);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    expect(parsed.value.zoneFlags).toEqual(te.face.zoneFlags);
    for (const flag of ZONE_FLAGS) expect(text).toContain(`${LETTER_OF[flag]}: ${flag}`);
    // Saved in the user pack, read back, text identical.
    const m = new Map<string, string>();
    const store = {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => void m.set(k, v),
    };
    saveUserTile(store, "flags", text);
    const user = loadUserTiles(store);
    expect(user.errors).toEqual([]);
    const reread = parseTileText(checkTile(user.tiles.get("user/flags") ?? te.face).text, "x.tile");
    expect(reread.ok && reread.value.zoneFlags).toEqual(te.face.zoneFlags);
    // Placed on a map and compiled: each zone has its flag.
    const tiles = withUserTiles(library, user.tiles);
    const editor = new Editor(emptyDoc(), tiles);
    driver(editor).placeTile("user/flags", 5, 5);
    const board = validateDoc(editor.doc, tiles).board;
    if (!board) throw new Error("did not compile");
    ZONE_FLAGS.forEach((flag, i) => {
      const [x, y] = cellOf(i);
      const zone = board.zones[board.zoneOf[y * board.width + x] as number];
      expect(zone?.flags).toContain(flag);
    });
  });

  it("shows the flags on the grid and in the zone table, whose checkboxes change them (undoable)", () => {
    const host = document.createElement("div");
    document.body.append(host);
    const root = createRoot(host);
    const editor = new Editor(emptyDoc(), library);
    act(() => root.render(<TileEditorPanel editor={editor} />));
    const flagTool = host.querySelector('[data-flag-tool="sea"]') as HTMLButtonElement;
    expect(host.querySelectorAll("[data-flag-tool]")).toHaveLength(11);
    act(() => flagTool.click());
    expect(flagTool.getAttribute("aria-pressed")).toBe("true");
    const table = host.querySelector('[data-testid="zone-flags"]') as HTMLTableElement;
    expect(table.querySelectorAll("thead th")).toHaveLength(12);
    // Letters head the columns (all eleven fit the tools' column); the key under the table names them.
    expect(table.querySelector("thead abbr[title='Parking']")?.textContent).toBe("K");
    expect(table.querySelector(".te-flags-key")?.textContent).toContain("K Parking");
    const box = host.querySelector('input[aria-label="Park on Street a"]') as HTMLInputElement;
    act(() => box.click());
    expect(host.querySelector('.te-cell[data-flags="park"]')).not.toBeNull();
    expect(host.querySelector('[data-testid="tile-text"]')?.textContent).toContain("a: park");
    const undo = [...host.querySelectorAll("button")].find(
      (b) => b.textContent === "Undo",
    ) as HTMLButtonElement;
    act(() => undo.click());
    expect(host.querySelector(".te-cell[data-flags]")).toBeNull();
    expect((host.querySelector('input[aria-label="Park on Street a"]') as HTMLInputElement).checked).toBe(
      false,
    );
    act(() => root.unmount());
    host.remove();
  });
});
