import type { Json } from "@horda/table";
import { describe, expect, it } from "vitest";
import { ViewDelta } from "../src/rooms/view-delta.ts";

describe("ViewDelta", () => {
  it("sends every field first, then only those whose JSON changed; static fields never", () => {
    const d = new ViewDelta(["catalog"]);
    const board = { zones: ["Z1", "Z2"] };
    const first = d.next("p1", { catalog: { big: true }, board, turn: 1, viewer: "p1" });
    expect(JSON.parse(first.text)).toEqual({ board, turn: 1, viewer: "p1" });
    expect(first.omitted).toEqual(["catalog"]);
    // A new object with the same content counts as unchanged; a field that went away is simply not there.
    const second = d.next("p1", { catalog: { big: true }, board: { zones: ["Z1", "Z2"] }, turn: 2 });
    expect(JSON.parse(second.text)).toEqual({ turn: 2 });
    expect(second.omitted).toEqual(["catalog", "board"]);
    // Each viewer has its own history.
    expect(JSON.parse(d.next("p2", { board, turn: 2 }).text)).toEqual({ board, turn: 2 });
  });

  it("serialises a field shared by every viewer's view once", () => {
    const d = new ViewDelta([]);
    let serialised = 0;
    const survivors = {
      toJSON: () => {
        serialised++;
        return ["wanda"];
      },
    };
    // A view field is plain JSON; toJSON only counts how often it is serialised.
    for (const viewer of ["p1", "p2", "spectator"])
      expect(JSON.parse(d.next(viewer, { survivors, viewer } as unknown as Json).text)).toEqual({
        survivors: ["wanda"],
        viewer,
      });
    expect(serialised).toBe(1);
  });

  it("sends a view that is not an object whole", () => {
    const d = new ViewDelta([]);
    expect(d.next("p1", null)).toEqual({ text: "null", omitted: [], omittedText: "[]" });
    expect(d.next("p1", [1, 2])).toEqual({ text: "[1,2]", omitted: [], omittedText: "[]" });
  });
});
