import { describe, expect, it } from "vitest";
import { assertNoSecrets, eventsFor, findSecrets, startSession, submit, viewFor } from "../src/index.ts";
import { DUEL_CONFIG, duel } from "./fixtures/duel.ts";
import { must, refused } from "./fixtures/must.ts";

const start = () => must(startSession(duel, DUEL_CONFIG, "view-seed"));

describe("viewFor", () => {
  it("shows a seat its own hand and only the size of the other's", () => {
    const s = start();
    const v = must(viewFor(duel, s, "p1"));
    expect(v.hand).toEqual(s.state.hands.p1);
    expect(v.handSizes).toEqual({ p1: 3, p2: 3 });
    expect(findSecrets(v, [...(s.state.hands.p2 ?? []), ...s.state.deck])).toEqual([]);
  });

  it("shows a spectator no hand at all", () => {
    const s = start();
    const v = must(viewFor(duel, s, "spectator"));
    expect(v.hand).toBeNull();
    assertNoSecrets(v, [...(s.state.hands.p1 ?? []), ...(s.state.hands.p2 ?? []), ...s.state.deck]);
  });

  it("refuses a viewer who is neither a seat nor the spectator", () => {
    expect(refused(viewFor(duel, start(), "p7")).code).toBe("unknown_seat");
  });
});

describe("eventsFor", () => {
  it("tells the drawn card to the one who drew it only", () => {
    const s0 = start();
    const drawn = must(submit(duel, s0, "p1", { type: "draw" }));
    const card = s0.state.deck[0];
    expect(must(eventsFor(duel, drawn.session, drawn.events, "p1"))).toEqual([
      { type: "CardDrawn", seat: "p1", card },
    ]);
    expect(must(eventsFor(duel, drawn.session, drawn.events, "p2"))).toEqual([
      { type: "CardDrawn", seat: "p1" },
    ]);
    expect(must(eventsFor(duel, drawn.session, drawn.events, "spectator"))).toEqual([
      { type: "CardDrawn", seat: "p1" },
    ]);
  });
});

describe("findSecrets / assertNoSecrets", () => {
  const view = { a: ["card-1", { b: "card-10" }], keys: { "card-2": true }, n: 3, obj: { x: 1, y: [2] } };

  it("finds secrets by value with their JSON paths, including keys and whole objects", () => {
    expect(findSecrets(view, ["card-1", "card-2", 3, { y: [2], x: 1 }])).toEqual([
      { secret: "card-1", path: "$.a[0]" },
      { secret: "card-2", path: "$.keys{card-2}" },
      { secret: 3, path: "$.n" },
      { secret: { y: [2], x: 1 }, path: "$.obj" },
    ]);
  });

  it("does not match a secret inside a longer string", () => {
    expect(findSecrets(view, ["card-", "card-100"])).toEqual([]);
  });

  it("throws an error that names the leaked value and where it is", () => {
    expect(() => assertNoSecrets(view, ["card-10"], "p1 view")).toThrow(
      'p1 view leaks 1 secret value(s): "card-10" at $.a[1].b',
    );
    expect(() => assertNoSecrets(view, ["nothing"])).not.toThrow();
  });
});
