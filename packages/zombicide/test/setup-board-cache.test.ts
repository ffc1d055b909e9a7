import { describe, expect, it } from "vitest";
import { zombicide } from "../src/index.ts";
import { loadMission, missionConfig } from "./support/mission-games.ts";

// A server reads each room's config back from its store as new objects: setup still compiles the board once
// per map and tiles, and games set up from equal configs share it (and the tables built on it).
describe("setup's board cache", () => {
  const config = missionConfig(loadMission("first-night"), 2);
  const setUp = (c: unknown) => {
    const s = zombicide.setup(c as typeof config, "seed");
    if (!s.ok) throw new Error(s.error.message);
    return s.value;
  };

  it("shares the board of configs with the same map and tiles, read back from JSON", () => {
    const a = setUp(config);
    const b = setUp(JSON.parse(JSON.stringify(config)));
    expect(b.board).toBe(a.board);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  it("compiles again when a tile differs", () => {
    const copy = JSON.parse(JSON.stringify(config)) as typeof config;
    const [id, face] = Object.entries(copy.tiles)[0] as [string, object];
    const tiles = { ...copy.tiles, [id]: { ...face, note: "edited" } } as typeof config.tiles;
    expect(setUp({ ...copy, tiles }).board).not.toBe(setUp(config).board);
  });
});
