import { describe, expect, it } from "vitest";
import { driver, newEditor } from "./helpers.ts";

/** How many times the editor tells the UI to redraw while `fn` runs. */
function publishes(editor: ReturnType<typeof newEditor>, fn: () => void): number {
  let n = 0;
  const off = editor.subscribe(() => n++);
  fn();
  off();
  return n;
}

describe("redraws during a gesture", () => {
  it("a tile drag redraws only when the tile reaches another slot, not on every pointer move", () => {
    const editor = newEditor();
    const d = driver(editor);
    d.placeTile("core2e/1R", 5, 5);
    d.placeTile("core2e/2R", 15, 5);
    editor.setTool("select");
    d.down(5, 5);
    d.move(6, 5); // the drag starts: selection, gesture, move
    const before = editor.doc;
    // Forty moves inside the same slot (under half a slot from the start): no redraw at all.
    const still = publishes(editor, () => {
      for (let i = 0; i < 40; i++) d.move(5 + (i % 4) * 0.5, 5 + (i % 3) * 0.5);
    });
    expect(still).toBe(0);
    expect(editor.doc).toBe(before);
    // Crossing into the next free slot below redraws, once per move that changes the document.
    const moved = publishes(editor, () => d.move(5, 15));
    expect(moved).toBeGreaterThan(0);
    d.up(5, 15);
    expect(Object.values(editor.doc.records).find((r) => r.type === "tile")).toMatchObject({ x: 0, y: 10 });
  });

  it("the placement preview redraws when it changes slot, not on moves inside one slot", () => {
    const editor = newEditor();
    const d = driver(editor);
    editor.setTool("place-tile", { tile: "core2e/1R", rotation: 0, preview: null, fits: false });
    d.move(5, 5);
    expect(
      publishes(editor, () =>
        [5.5, 6, 6.5, 7].forEach((x) => {
          d.move(x, 5);
        }),
      ),
    ).toBe(0);
    expect(publishes(editor, () => d.move(15, 5))).toBe(1);
    editor.setTool("place-piece", { template: { kind: "token", token: { kind: "start" } }, preview: null });
    d.move(1.2, 1.2);
    expect(
      publishes(editor, () =>
        [1.4, 1.6, 1.8].forEach((x) => {
          d.move(x, 1.5);
        }),
      ),
    ).toBe(0);
    expect(publishes(editor, () => d.move(2.5, 1.5))).toBe(1);
  });
});
