import { readFileSync } from "node:fs";
import { refusal } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import {
  earlierEditorMissions,
  editorMission,
  handToLab,
  labGroups,
  shippedMissions,
} from "../../src/pages/mission-lab/lab-missions.ts";
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

describe("versions of the creator's mission", () => {
  const firstNight = readFileSync(
    new URL("../../../../content/core2e/missions/first-night.mission.json", import.meta.url),
    "utf8",
  );
  const withName = (en: string) => {
    const m = JSON.parse(firstNight);
    return JSON.stringify({ ...m, names: { ...m.names, en } });
  };
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => items.set(k, v),
    };
  };

  it("keeps the version a change replaces, so the lab can set them side by side", { timeout: 60_000 }, () => {
    const store = memory();
    handToLab(store, withName("Take one"), 1_000);
    expect(earlierEditorMissions(store)).toEqual([]);
    // Handing over the same text again is no new version.
    handToLab(store, withName("Take one"), 2_000);
    expect(earlierEditorMissions(store)).toEqual([]);
    handToLab(store, withName("Take two"), 3_000);
    handToLab(store, withName("Take three"), 4_000);
    expect(editorMission(store)?.mission.names.en).toBe("Take three");
    const earlier = earlierEditorMissions(store);
    expect(earlier.map((m) => [m.key, m.mission.names.en, m.handedAt])).toEqual([
      ["editor:1", "Take two", 3_000],
      ["editor:2", "Take one", 1_000],
    ]);
    // Going back to an earlier text makes it the newest and drops its older copy; three are kept at most.
    handToLab(store, withName("Take one"), 5_000);
    expect(earlierEditorMissions(store).map((m) => m.mission.names.en)).toEqual(["Take three", "Take two"]);
    for (const n of [4, 5, 6]) handToLab(store, withName(`Take ${n}`), 5_000 + n);
    expect(earlierEditorMissions(store).map((m) => m.mission.names.en)).toEqual([
      "Take 5",
      "Take 4",
      "Take one",
    ]);
  });

  it("leaves out a stored version that no longer reads as a mission", { timeout: 60_000 }, () => {
    const store = memory();
    store.setItem("horda.lab.mission.earlier", JSON.stringify([{ text: "{broken", at: 1 }, { nope: true }]));
    expect(earlierEditorMissions(store)).toEqual([]);
    store.setItem("horda.lab.mission.earlier", "not json");
    expect(earlierEditorMissions(store)).toEqual([]);
  });
});

describe("the lab's mission pickers", () => {
  it("group the missions by box, the 2nd Edition boxes first, then Season 1's, then Black Plague's", {
    timeout: 60_000,
  }, () => {
    const groups = labGroups(shippedMissions());
    const boxes = groups.map((g) => g.box);
    expect(boxes[0]).toBe("core2e");
    const family = (box: string | null) => groups.find((g) => g.box === box)?.items[0]?.mission.ruleProfile;
    const families = boxes.map(family);
    expect(families).toEqual([...families].sort((a, b) => order(a) - order(b)));
    expect(boxes).toEqual(expect.arrayContaining(["rio", "fort-hendrix", "classic-s1", "black-plague"]));
    // Each box's own missions only, in the book's order.
    const rio = groups.find((g) => g.box === "rio")?.items.map((m) => m.mission.id) ?? [];
    expect(rio.indexOf("m01-blood-and-samba")).toBeGreaterThanOrEqual(0);
    expect(rio.indexOf("m01-blood-and-samba")).toBeLessThan(rio.indexOf("m10-leave-no-one-behind"));
  });
});

function order(profile: string | undefined): number {
  return ["2e", "classic", "black-plague"].indexOf(profile ?? "");
}
