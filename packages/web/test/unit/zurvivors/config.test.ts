import { describe, expect, it } from "vitest";
import {
  configFromSearch,
  configToSearch,
  defaultConfig,
  randomSeed,
} from "../../../src/zurvivors/game/config.ts";

describe("Zurvivors table address", () => {
  it("defaults to four players, one person at p1 and bots elsewhere, and survives a round trip", () => {
    const config = { ...defaultConfig("abc"), humans: ["p3", "p1"], players: 5, botDelay: 0 };
    const back = configFromSearch(configToSearch(config));
    expect(back).toEqual({
      ok: true,
      config: { players: 5, humans: ["p1", "p3"], seed: "abc", botDelay: 0 },
    });
    expect(defaultConfig("x")).toMatchObject({ players: 4, humans: ["p1"] });
  });

  it("says which field of a bad address is wrong", () => {
    expect(configFromSearch("?players=7&seed=a")).toEqual({ ok: false, problem: "players" });
    expect(configFromSearch("?players=3&humans=p4&seed=a")).toEqual({ ok: false, problem: "humans" });
    expect(configFromSearch("?players=3&humans=p1,p1&seed=a")).toEqual({ ok: false, problem: "humans" });
    expect(configFromSearch("?players=3")).toEqual({ ok: false, problem: "seed" });
    expect(configFromSearch("?seed=a&delay=-5")).toEqual({ ok: false, problem: "delay" });
    expect(configFromSearch("?seed=a&humans=")).toMatchObject({ ok: true, config: { humans: [] } });
  });

  it("makes readable seeds from the random source it is given", () => {
    expect(randomSeed(() => 0)).toBe("mesa-000000");
    expect(randomSeed(() => 0.5)).toMatch(/^mesa-[0-9a-z]{6}$/);
  });
});
