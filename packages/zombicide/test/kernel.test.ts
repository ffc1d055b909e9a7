import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type FileRecord, formatContentError, loadPacks, parseMapText } from "@horda/content";
import { readFolderRecords } from "@horda/content/node";
import { replay, startSession, submit } from "@horda/table";
import {
  implementedNames,
  type RuleModule,
  rulesOf,
  type ZombicideConfig,
  type ZombicideState,
  zombicide,
} from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { combineHooks } from "../src/kernel/registry.ts";
import { profile2e } from "../src/profiles/2e.ts";
import { loadCoreTiles } from "./support/core-tiles.ts";
import { loadMission, missionConfig } from "./support/mission-games.ts";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const map = parseMapText(
  readFileSync(fileURLToPath(new URL("../scenarios/maps/core-3x3.map.json", import.meta.url)), "utf8"),
  "core-3x3.map.json",
);
if (!map.ok) throw new Error("map");

function config(extra: Partial<ZombicideConfig> = {}): ZombicideConfig {
  return {
    map: map.ok ? map.value : null,
    tiles: Object.fromEntries(loadCoreTiles()),
    seats: ["p1"],
    survivors: [{ id: "amy", seat: "p1" }],
    ...extra,
  };
}

describe("profiles and modules a game asks for", () => {
  it("plays the 2e profile with its modules in order, and an optional mode only when switched on", () => {
    const plain = zombicide.setup(config(), "s");
    const dark = zombicide.setup(config({ modules: ["core", "dark-zones"] }), "s");
    if (!plain.ok || !dark.ok) throw new Error("setup");
    expect(plain.value.profile).toBe("2e");
    const ids = (s: ZombicideState) => rulesOf(s).modules.map((m) => m.id);
    expect(ids(plain.value)).not.toContain("dark-zones");
    expect(ids(dark.value).at(-1)).toBe("dark-zones");
    expect(ids(plain.value).indexOf("sniper")).toBeLessThan(ids(plain.value).indexOf("point-blank"));
  });

  it("refuses a profile the engine lacks instead of playing it on 2e rules", () => {
    const r = zombicide.setup(config({ profile: "season-9" }), "s");
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("rules_not_played");
      expect(r.error.message).toContain('no rule profile "season-9"');
    }
  });

  it("refuses a mission of another profile, and a mission module the profile lacks", () => {
    const mission = loadMission("first-night");
    // A profile no engine has (the schema would refuse it in a file).
    const classic = zombicide.setup(
      missionConfig({ ...mission, ruleProfile: "1e" as unknown as "black-plague" }, 1),
      "s",
    );
    expect(classic.ok).toBe(false);
    if (!classic.ok) expect(classic.error.message).toContain('"1e"');
    const night = zombicide.setup(missionConfig({ ...mission, modules: ["core", "moonlight"] }, 1), "s");
    expect(night.ok).toBe(false);
    if (!night.ok)
      expect(night.error.message).toBe(
        // The optional modules in the profile's order (each helper's modules join the list).
        `mission: the rule profile "2e" has no module "moonlight" (it can switch on ${profile2e.optional.map((m) => `"${m}"`).join(", ")}); the game is not played without it`,
      );
  });
});

describe("the classic profile", () => {
  it("plays a mission whose profile is classic on the classic modules, with 2 Health, and refuses it under 2e", () => {
    const mission = { ...loadMission("first-night"), ruleProfile: "classic" as const };
    const played = zombicide.setup(missionConfig(mission, 1), "s");
    if (!played.ok) throw new Error(played.error.message);
    expect(played.value.profile).toBe("classic");
    const ids = rulesOf(played.value).modules.map((m) => m.id);
    expect(ids).toContain("classic-targeting");
    expect(ids).not.toContain("dark-zones");
    const asked2e = zombicide.setup({ ...missionConfig(mission, 1), profile: "2e" }, "s");
    expect(asked2e.ok).toBe(false);
    if (!asked2e.ok) expect(asked2e.error.message).toContain('the mission plays the rule profile "classic"');
    // A 2E module the classic profile does not have is refused, not played.
    const dark = zombicide.setup({ ...missionConfig(mission, 1), modules: ["core", "dark-zones"] }, "s");
    expect(dark.ok).toBe(false);
  });

  it("lists the classic zombie type and the core's among what classic packs may name", () => {
    const names = implementedNames("classic");
    expect(names?.zombieTypes.has("fatty")).toBe(true);
    expect(names?.zombieTypes.has("walker")).toBe(true);
    expect(implementedNames("2e")?.zombieTypes.has("fatty")).toBe(false);
  });
});

describe("rules version of records", () => {
  it("stamps the profile's rules version in a new record, and replays it", () => {
    const started = startSession(zombicide, config(), "seed");
    if (!started.ok) throw new Error("session");
    expect(started.value.record.config.rules).toBe(3);
    const moved = submit(zombicide, started.value, "p1", { type: "endTurn", survivor: "amy" });
    if (!moved.ok) throw new Error(moved.error.message);
    const again = replay(zombicide, moved.value.session.record);
    expect(again.ok).toBe(true);
  });

  it("migrates a record made before versions (the same rules) and refuses a newer one with a message", () => {
    expect(zombicide.setup(config({ rules: 0 }), "s").ok).toBe(true);
    const newer = zombicide.setup(config({ rules: 99 }), "s");
    expect(newer.ok).toBe(false);
    if (!newer.ok) expect(newer.error.message).toContain("newer than this engine's");
  });

  it("replays a version 1 record on today's rules unless it plays the module the change was in", () => {
    expect(zombicide.setup(config({ rules: 1 }), "s").ok).toBe(true);
    const gathering = zombicide.setup(config({ rules: 1, modules: ["core", "gather-survivors"] }), "s");
    expect(gathering.ok).toBe(false);
    if (!gathering.ok) expect(gathering.error.message).toMatch(/version 1: since then Gathering the Braves/);
  });

  it("replays a version 2 record unless it is a Rio game (its Wound deck), whose cards play as printed since", () => {
    expect(zombicide.setup(config({ rules: 2 }), "s").ok).toBe(true);
    expect(zombicide.setup(config({ rules: 2, modules: ["core", "gather-survivors"] }), "s").ok).toBe(true);
    const rio = zombicide.setup(config({ rules: 2, modules: ["core", "wound-deck"] }), "s");
    expect(rio.ok).toBe(false);
    if (!rio.ok) expect(rio.error.message).toMatch(/version 2: since then Rio Z Janeiro's Broken Arm/);
    expect(zombicide.setup(config({ rules: 1, modules: ["core", "wound-deck"] }), "s").ok).toBe(false);
  });
});

describe("hook points combine the modules' contributions in order", () => {
  const a: RuleModule = {
    id: "a",
    rule: "test",
    hooks: {
      searchCards: (_ctx, n) => n * 10,
      rerolls: () => ["a"],
      sightRange: () => undefined,
      searchAgain: () => false,
    },
  };
  const b: RuleModule = {
    id: "b",
    rule: "test",
    hooks: {
      searchCards: (_ctx, n) => n + 1,
      rerolls: () => ["b"],
      sightRange: () => 4,
      searchAgain: () => true,
    },
  };
  const ctx = {} as never;
  it("folds in module order, collects, takes the first answer, and ORs flags", () => {
    const ab = combineHooks([a, b]);
    const ba = combineHooks([b, a]);
    expect(ab.searchCards(ctx, 1)).toBe(11);
    expect(ba.searchCards(ctx, 1)).toBe(20);
    expect(ab.rerolls(ctx)).toEqual(["a", "b"]);
    expect(ab.sightRange(ctx)).toBe(4);
    expect(ab.searchAgain(ctx)).toBe(true);
    expect(combineHooks([]).searchAgain(ctx)).toBe(false);
  });
});

describe("content checks against the rule modules", () => {
  const records = (): FileRecord[] => readFolderRecords(`${root}content/core2e`, root);
  // biome-ignore lint/suspicious/noExplicitAny: tests reach into arbitrary JSON to break it
  const edit = (rs: FileRecord[], path: string, f: (d: any) => void): FileRecord[] =>
    rs.map((r) => {
      if (r.path !== path) return r;
      const data = JSON.parse(r.text);
      f(data);
      return { path, text: JSON.stringify(data) };
    });

  it("loads the core pack: every skill, card effect and zombie type it names is implemented", () => {
    expect(loadPacks(records(), { rules: implementedNames }).ok).toBe(true);
  });

  // Card traits are a closed list in the schema already; card skills, skills and zombie types are open data.
  it("refuses a skill, a card skill and a zombie type no module implements, with file and JSON path", () => {
    let rs = edit(records(), "content/core2e/survivors.json", (d) => {
      d.survivors[0].skills.blue = ["telekinesis"];
    });
    rs = edit(rs, "content/core2e/skills.json", (d) => {
      d.skills.push({ id: "telekinesis", names: { en: "Telekinesis", "pt-BR": "Telecinese" }, summary: "x" });
    });
    rs = edit(rs, "content/core2e/equipment.json", (d) => {
      d.cards[0].skills = ["telekinesis"];
    });
    rs = edit(rs, "content/core2e/zombies.json", (d) => {
      d.types.push({ ...d.types[0], id: "crawler", names: { en: "Crawler", "pt-BR": "Rastejante" } });
    });
    const loaded = loadPacks(rs, { rules: implementedNames });
    expect(loaded.ok).toBe(false);
    const lines = loaded.ok ? [] : loaded.error.map(formatContentError);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/core2e\/skills\.json.*\$\.skills\[63\]\.id.*"telekinesis"/),
        expect.stringMatching(
          /^content\/core2e\/survivors\.json.*\$\.survivors\[0\]\.skills\.blue\[0\].*"telekinesis"/,
        ),
        expect.stringMatching(
          /^content\/core2e\/equipment\.json.*\$\.cards\[0\]\.skills\[0\].*"telekinesis"/,
        ),
        expect.stringMatching(/^content\/core2e\/zombies\.json.*\$\.types\[4\]\.id.*"crawler"/),
      ]),
    );
    // Without the engine's catalogue, content alone cannot tell (and does not import the engine).
    expect(loadPacks(rs).ok).toBe(true);
  });
});
