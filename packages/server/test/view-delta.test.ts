import { applyViewChanges, type Json } from "@horda/table";
import { describe, expect, it } from "vitest";
import { ViewDelta, type ViewPart } from "../src/rooms/view-delta.ts";

/** An update's view changes as a client reads them. */
const read = (p: ViewPart) => ({
  view: JSON.parse(p.text),
  ...(p.itemsText ? { items: JSON.parse(p.itemsText) } : {}),
  ...(p.goneText ? { gone: JSON.parse(p.goneText) } : {}),
});

describe("ViewDelta", () => {
  it("sends every field first, then only those whose JSON changed; static fields never", () => {
    const d = new ViewDelta(["catalog"]);
    const board = { zones: ["Z1", "Z2"] };
    const first = d.next("p1", { catalog: { big: true }, board, turn: 1, viewer: "p1" });
    expect(read(first)).toEqual({ view: { board, turn: 1, viewer: "p1" } });
    // A new object with the same content counts as unchanged.
    const second = d.next("p1", {
      catalog: { big: true },
      board: { zones: ["Z1", "Z2"] },
      turn: 2,
      viewer: "p1",
    });
    expect(read(second)).toEqual({ view: { turn: 2 } });
    // Each viewer has its own history.
    expect(read(d.next("p2", { board, turn: 2 }))).toEqual({ view: { board, turn: 2 } });
  });

  it("names a field that went away in gone, and sends it whole when it comes back", () => {
    const d = new ViewDelta([]);
    d.next("p1", { turn: 1, combat: { zone: "Z1" } });
    expect(read(d.next("p1", { turn: 1 }))).toEqual({ view: {}, gone: ["combat"] });
    expect(read(d.next("p1", { turn: 1, combat: { zone: "Z1" } }))).toEqual({
      view: { combat: { zone: "Z1" } },
    });
  });

  it("sends only the changed entries of a list that kept its length, the whole list otherwise", () => {
    const d = new ViewDelta([]);
    const a = { id: "a", wounds: 0, hand: ["pistol", "axe", "crowbar"] };
    const b = { id: "b", wounds: 0, hand: ["pan", "katana", "chainsaw"] };
    const c = { id: "c", wounds: 0, hand: ["shotgun", "rifle", "flashlight"] };
    const before = { survivors: [a, b, c], turn: 1 };
    d.next("p1", before);
    const hurt = { ...b, wounds: 1 };
    const after = { survivors: [a, hurt, c], turn: 1 };
    const one = d.next("p1", after);
    expect(read(one)).toEqual({ view: {}, items: { survivors: { "1": hurt } } });
    expect(applyViewChanges(before, read(one))).toEqual(after);
    // A new entry object with the same content is no change.
    expect(read(d.next("p1", { survivors: [a, { ...hurt }, c], turn: 1 }))).toEqual({ view: {} });
    // Most entries changed: the whole list.
    const all = { survivors: [{ ...a, wounds: 2 }, { ...hurt, wounds: 2 }, c], turn: 1 };
    expect(read(d.next("p1", all))).toEqual({ view: { survivors: all.survivors } });
    // Another length: the whole list.
    const fewer = { survivors: [a], turn: 1 };
    expect(read(d.next("p1", fewer))).toEqual({ view: { survivors: [a] } });
  });

  it("makes the first update after a picture against the picture's view", () => {
    const d = new ViewDelta(["catalog"]);
    const survivor = (id: string): Json => ({ id, hand: ["pistol", "axe", "crowbar"] });
    const [a, b, c] = [survivor("a"), survivor("b"), survivor("c")];
    d.sent("p1", { catalog: {}, survivors: [a, b, c], turn: 1, combat: { zone: "Z1" } });
    const done = { ...(b as object), done: true } as Json;
    const next = { catalog: {}, survivors: [a, done, c], turn: 2 };
    expect(read(d.next("p1", next))).toEqual({
      view: { turn: 2 },
      items: { survivors: { "1": done } },
      gone: ["combat"],
    });
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
      expect(read(d.next(viewer, { survivors, viewer } as unknown as Json))).toEqual({
        view: { survivors: ["wanda"], viewer },
      });
    expect(serialised).toBe(1);
  });

  it("makes a picture's view text as JSON.stringify would, a field shared by its viewers serialised once", () => {
    const d = new ViewDelta(["catalog"]);
    let serialised = 0;
    const catalog = {
      toJSON: () => {
        serialised++;
        return { josh: { name: "Josh" } };
      },
    };
    for (const viewer of ["p1", "p2", "spectator"]) {
      const fields = { turn: 3, gone: undefined, note: 'a "quoted" \u2028 line', viewer };
      const whole = JSON.stringify({ catalog: { josh: { name: "Josh" } }, ...fields });
      expect(d.picture(viewer, { catalog, ...fields } as unknown as Json)).toBe(whole);
    }
    expect(serialised).toBe(1);
    // The picture is what the next update is made against.
    expect(read(d.next("p1", { catalog, turn: 4, viewer: "p1" } as unknown as Json))).toEqual({
      view: { turn: 4 },
      gone: ["note"],
    });
    expect(d.picture("p1", null)).toBe("null");
  });

  it("gives viewers who had and get the same fields the same changes, made once; others their own", () => {
    const d = new ViewDelta([]);
    const board = { zones: ["Z1"] };
    const s1 = ["wanda", "ned", "amy", "doug"].map((id) => ({ id, zone: "Z1" }));
    for (const viewer of ["p1", "p2", "p3"]) d.sent(viewer, { board, survivors: s1, viewer });
    // p3 missed nothing either, but its last picture is older: it gets the board too.
    d.sent("p3", { survivors: s1, viewer: "p3" });
    const s2 = s1.map((s) => (s.id === "ned" ? { id: "ned", zone: "Z2" } : s));
    const [p1, p2, p3] = ["p1", "p2", "p3"].map((viewer) => d.next(viewer, { board, survivors: s2, viewer }));
    expect(p2).toBe(p1);
    expect(read(p1 as ViewPart)).toEqual({ view: {}, items: { survivors: { "1": s2[1] } } });
    expect(read(p3 as ViewPart)).toEqual({ view: { board }, items: { survivors: { "1": s2[1] } } });
  });

  it("gives viewers who share one view per state the same changes, looked at once (sharedView)", () => {
    const d = new ViewDelta(["viewer"]);
    const zombies = ["z1", "z2", "z3", "z4"].map((id) => ({ id, zone: "Z1", kind: "walker" }));
    for (const viewer of ["p1", "p2", "spectator"]) d.sent(viewer, { zombies, turn: 1, viewer });
    // One view object for every viewer, `viewer` (static) being the first's: never sent in an update.
    const shared = { zombies, turn: 2, viewer: "p1" };
    const [p1, p2, spec] = ["p1", "p2", "spectator"].map((viewer) => d.next(viewer, shared));
    expect(read(p1 as ViewPart)).toEqual({ view: { turn: 2 } });
    expect(p2).toBe(p1);
    expect(spec).toBe(p1);
    // Every viewer now holds the shared view: the next state's changes are made once and handed to all.
    let serialised = 0;
    const moved = {
      id: "z1",
      zone: "Z2",
      toJSON: () => {
        serialised++;
        return { id: "z1", zone: "Z2" };
      },
    };
    const next = { zombies: [moved, ...zombies.slice(1)], turn: 2, viewer: "p1" };
    const parts = ["p1", "p2", "spectator"].map((viewer) => d.next(viewer, next as unknown as Json));
    expect(read(parts[0] as ViewPart)).toEqual({
      view: {},
      items: { zombies: { "0": { id: "z1", zone: "Z2" } } },
    });
    expect(new Set(parts).size).toBe(1);
    expect(serialised).toBe(1);
  });

  it("makes a list's text from its entries' texts, as JSON.stringify would", () => {
    const d = new ViewDelta([]);
    const kept = { id: "a", hand: ["pistol", null], note: "\u2028" };
    const list = [kept, null, 3, "x", [1, [2]], { deep: { er: [true] } }];
    expect(d.picture("p1", { list, kept })).toBe(JSON.stringify({ list, kept }));
    // A longer list: sent whole, its kept entry's text reused, the same JSON.
    const longer = [...list, { id: "b" }];
    expect(JSON.parse(d.next("p1", { list: longer, kept }).text)).toEqual({ list: longer });
  });

  it("sends a view that is not an object whole", () => {
    const d = new ViewDelta([]);
    expect(d.next("p1", null)).toEqual({ text: "null", itemsText: "", goneText: "" });
    expect(d.next("p1", [1, 2])).toEqual({ text: "[1,2]", itemsText: "", goneText: "" });
  });
});
