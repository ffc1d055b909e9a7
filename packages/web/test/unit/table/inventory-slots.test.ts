import { describe, expect, it } from "vitest";
import { gridOf, layoutOf, moveCard, sameInventory } from "../../../src/table/inventory/slots.ts";

const josh = {
  hands: ["chainsaw#e1", null] as [string | null, string | null],
  backpack: ["pistol#e2"],
  skills: [],
};
const lili = { hands: [null, null] as [string | null, string | null], backpack: [], skills: ["hoard"] };

describe("inventory slots", () => {
  it("lays out 2 Hands and 3 Backpack slots (5 with Hoard), empty ones included", () => {
    expect(gridOf(josh)).toEqual({ hands: ["chainsaw#e1", null], backpack: ["pistol#e2", null, null] });
    expect(gridOf(lili).backpack).toHaveLength(5);
  });

  it("moves a card onto an empty slot, swaps with a full one, and gives the engine's layout", () => {
    const grids = { josh: gridOf(josh), lili: gridOf(lili) };
    const moved = moveCard(
      grids,
      { owner: "josh", area: "hand", index: 0 },
      { owner: "josh", area: "backpack", index: 2 },
    );
    expect(layoutOf(moved.josh as never)).toEqual({
      hands: [null, null],
      backpack: ["pistol#e2", "chainsaw#e1"],
    });
    const swapped = moveCard(
      grids,
      { owner: "josh", area: "backpack", index: 0 },
      { owner: "josh", area: "hand", index: 0 },
    );
    expect(layoutOf(swapped.josh as never)).toEqual({
      hands: ["pistol#e2", null],
      backpack: ["chainsaw#e1"],
    });
    const traded = moveCard(
      grids,
      { owner: "josh", area: "hand", index: 0 },
      { owner: "lili", area: "hand", index: 1 },
    );
    expect(layoutOf(traded.lili as never)).toEqual({ hands: [null, "chainsaw#e1"], backpack: [] });
    expect(layoutOf(traded.josh as never).hands).toEqual([null, null]);
  });

  it("ignores moves from an empty slot and Backpack order when comparing", () => {
    const grids = { josh: gridOf(josh) };
    expect(
      moveCard(grids, { owner: "josh", area: "hand", index: 1 }, { owner: "josh", area: "hand", index: 0 }),
    ).toBe(grids);
    const reordered = moveCard(
      grids,
      { owner: "josh", area: "backpack", index: 0 },
      { owner: "josh", area: "backpack", index: 2 },
    );
    expect(sameInventory(grids.josh, reordered.josh as never)).toBe(true);
  });

  it("adds the Body slot when the rules give one: a card moved there goes in the layout as `body`", () => {
    const ann = {
      hands: ["chain-mail#e1", null] as [string | null, string | null],
      backpack: [],
      skills: [],
    };
    expect(gridOf(ann)).not.toHaveProperty("body");
    expect(layoutOf(gridOf(ann))).not.toHaveProperty("body");
    const grids = { ann: gridOf(ann, true) };
    expect(grids.ann.body).toBeNull();
    const worn = moveCard(
      grids,
      { owner: "ann", area: "hand", index: 0 },
      { owner: "ann", area: "body", index: 0 },
    );
    expect(worn.ann?.body).toBe("chain-mail#e1");
    expect(layoutOf(worn.ann as never)).toEqual({ hands: [null, null], body: "chain-mail#e1", backpack: [] });
    expect(sameInventory(grids.ann, worn.ann as never)).toBe(false);
    // Worn already: the dashboard shows it in the slot.
    expect(gridOf({ ...ann, hands: [null, null], body: "chain-mail#e1" }, true).body).toBe("chain-mail#e1");
  });
});
