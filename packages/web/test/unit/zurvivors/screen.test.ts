import { describe, expect, it } from "vitest";
import { screenFor } from "../../../src/zurvivors/model/screen.ts";

describe("who sees the screen", () => {
  it("always shows the one person their own seat", () => {
    expect(screenFor(["p2"], [], null)).toEqual({ viewer: "p2", cover: null });
  });

  it("shows the public table when nobody here plays", () => {
    expect(screenFor([], [], null)).toEqual({ viewer: "spectator", cover: null });
  });

  it("covers the screen until the next of several people confirms, and never shows a hand in between", () => {
    expect(screenFor(["p1", "p3"], ["p3"], null)).toEqual({ viewer: "spectator", cover: "p3" });
    expect(screenFor(["p1", "p3"], ["p3"], "p1")).toEqual({ viewer: "spectator", cover: "p3" });
    expect(screenFor(["p1", "p3"], ["p3"], "p3")).toEqual({ viewer: "p3", cover: null });
    expect(screenFor(["p1", "p3"], [], "p3")).toEqual({ viewer: "spectator", cover: null });
  });
});
