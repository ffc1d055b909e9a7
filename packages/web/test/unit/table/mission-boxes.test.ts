import { describe, expect, it } from "vitest";
import { bundledPacks } from "../../../src/table/content/packs.ts";
import { playables } from "../../../src/table/content/playable.ts";
import { boxesOf, missionBoxes, survivorsFor } from "../../../src/table/setup/mission-boxes.ts";

describe("the boxes and survivors a new game starts with", () => {
  const packs = bundledPacks();
  if (!packs.ok) throw new Error(packs.errors.join("\n"));
  const zombie = Object.values(packs.packs).filter((p) => p.manifest.game === "zombicide");
  const list = playables(packs.packs);
  const firstNight = list.find((p) => p.key === "mission:first-night");
  const fhM3 = list.find((p) => p.key === "mission:fh-m3");
  const map = list.find((p) => p.kind === "map");

  it("a core mission plays the core box only: an expansion's decks never replace the core's unasked", () => {
    expect(missionBoxes(firstNight, zombie)).toEqual(["core2e"]);
    expect(missionBoxes(map, zombie)).toEqual(["core2e"]);
  });

  it("an expansion mission plays the boxes it names", () => {
    expect(missionBoxes(fhM3, zombie).sort()).toEqual(["core2e", "fort-hendrix"]);
  });

  it("keeps the chosen survivors of the boxes in play, else gives player 1 the first one", () => {
    expect(survivorsFor({}, firstNight, zombie, ["core2e"])).toEqual({ josh: 0 });
    expect(survivorsFor({ josh: 0, javier: 1 }, fhM3, zombie, ["core2e", "fort-hendrix"])).toEqual({
      josh: 0,
      javier: 1,
    });
    expect(survivorsFor({ javier: 0 }, firstNight, zombie, ["core2e"])).toEqual({ josh: 0 });
  });

  it("offers the boxes of the mission's rule profile only, the base box first", () => {
    const ids = (profile: string) => boxesOf(zombie, profile).map((p) => p.manifest.id);
    expect(ids("2e")[0]).toBe("core2e");
    expect(ids("2e")).toEqual(expect.arrayContaining(["fort-hendrix", "rio"]));
    expect(ids("2e")).not.toContain("classic-s1");
    expect(ids("2e")).not.toContain("black-plague");
    expect(ids("classic")[0]).toBe("classic-s1");
    expect(ids("classic")).toEqual(expect.arrayContaining(["toxic-city-mall", "dog-companions", "vip-2"]));
    expect(ids("black-plague")).toEqual(["black-plague", "wulfsburg"]);
  });
});
