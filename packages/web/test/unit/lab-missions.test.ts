import { refusal } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { shippedMissions } from "../../src/pages/mission-lab/lab-missions.ts";
import { bundledPacks } from "../../src/table/content/packs.ts";

describe("the Mission lab's missions", () => {
  it("lists the shipped missions the engine plays, and none it refuses", { timeout: 60_000 }, () => {
    const keys = shippedMissions().map((m) => m.key);
    expect(keys).toContain("mission:first-night");
    expect(keys).toContain("mission:fh-m3");
    expect(keys).toContain("mission:fh-m1");
    // A mission naming a module the engine lacks is left out (today every shipped mission plays).
    const packs = bundledPacks();
    const refused = packs.ok
      ? Object.values(packs.packs).flatMap((p) =>
          p.missions.filter((m) => refusal(m.ruleProfile, m.modules) !== null).map((m) => `mission:${m.id}`),
        )
      : [];
    expect(refusal("2e", ["no-such-module"])).not.toBeNull();
    for (const key of refused) expect(keys).not.toContain(key);
    const playable = packs.ok
      ? Object.values(packs.packs).flatMap((p) => p.missions.map((m) => `mission:${m.id}`))
      : [];
    for (const key of playable) if (!refused.includes(key)) expect(keys).toContain(key);
    for (const m of shippedMissions())
      expect(refusal(m.mission.ruleProfile, m.mission.modules), m.key).toBeNull();
  });
});

describe("a Mission lab mission of another rule profile", () => {
  it("deals its own boxes' zombies and survivors, as a new game at the table does", {
    timeout: 60_000,
  }, () => {
    const lab = (key: string) => shippedMissions().find((m) => m.key === key);
    const bp = lab("mission:bp-necromancer-hunt");
    expect(bp?.mission.ruleProfile).toBe("black-plague");
    expect(bp?.content.zombieCatalog.types.necromancer).toBeDefined();
    expect(bp?.content.zombieCatalog.types.brute).toBeUndefined();
    expect(bp?.content.survivorCatalog.survivors.baldric).toBeDefined();
    expect(bp?.content.survivorCatalog.survivors.wanda).toBeUndefined();
    const classic = lab("mission:classic-first-steps");
    expect(classic?.content.zombieCatalog.types.fatty).toBeDefined();
    expect(classic?.content.zombieCatalog.types.brute).toBeUndefined();
  });
});
