import { refusal } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { shippedMissions } from "../../src/pages/mission-lab/lab-missions.ts";

describe("the Mission lab's missions", () => {
  it("lists the shipped missions the engine plays, and none it refuses", () => {
    const keys = shippedMissions().map((m) => m.key);
    expect(keys).toContain("mission:first-night");
    expect(keys).toContain("mission:fh-m3");
    expect(keys).toContain("mission:fh-m1");
    for (const m of shippedMissions())
      expect(refusal(m.mission.ruleProfile, m.mission.modules), m.key).toBeNull();
  });
});
