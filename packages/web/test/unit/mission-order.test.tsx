// @vitest-environment happy-dom

import { act } from "react";
import { createRoot } from "react-dom/client";
import { beforeAll, describe, expect, it } from "vitest";
import { compareMissionIds, easiestFirst } from "../../src/content/mission-order.ts";
import HomeMissions from "../../src/home/HomeMissions.tsx";
import { setupI18n } from "../../src/i18n/i18n.ts";
import { shippedMissions } from "../../src/pages/mission-lab/lab-missions.ts";

const FORT_HENDRIX = [
  "fh-m1",
  "fh-m2",
  "fh-m3",
  "fh-m4",
  "fh-m5",
  "fh-m6",
  "fh-m7",
  "fh-m8",
  "fh-m9",
  "fh-m10",
];

describe("mission lists in the boxes' numbering", () => {
  beforeAll(() => setupI18n("en"));

  it("compares numbers as numbers: M9 before M10", () => {
    expect(["fh-m10", "fh-m9", "fh-m1"].sort(compareMissionIds)).toEqual(["fh-m1", "fh-m9", "fh-m10"]);
    expect(compareMissionIds("M8: In the Army Now", "M10: Purple Haze")).toBeLessThan(0);
  });

  it("orders missions easiest first, each level by number", () => {
    const missions = [
      { id: "fh-m10", difficulty: "very-hard" },
      { id: "fh-m9", difficulty: "very-hard" },
      { id: "fh-m2", difficulty: "medium" },
      { id: "fh-m8", difficulty: "very-hard" },
    ];
    expect(easiestFirst(missions).map((m) => m.id)).toEqual(["fh-m2", "fh-m8", "fh-m9", "fh-m10"]);
  });

  it("offers Fort Hendrix's missions M1 to M10 in the Mission lab's menu", { timeout: 60_000 }, () => {
    const keys = shippedMissions()
      .map((m) => m.mission.id)
      .filter((id) => id.startsWith("fh-"));
    expect(keys).toEqual(FORT_HENDRIX);
  });

  it("lists Fort Hendrix's M8, M9 and M10 in that order on the home page", { timeout: 60_000 }, () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const host = document.createElement("div");
    document.body.append(host);
    const root = createRoot(host);
    act(() => root.render(<HomeMissions />));
    const names = [...host.querySelectorAll("a")].map((a) => a.textContent ?? "");
    const at = (prefix: string) => names.findIndex((n) => n.startsWith(prefix));
    expect(at("M8:")).toBeGreaterThan(-1);
    expect(at("M8:")).toBeLessThan(at("M9:"));
    expect(at("M9:")).toBeLessThan(at("M10:"));
    act(() => root.unmount());
    host.remove();
  });
});
