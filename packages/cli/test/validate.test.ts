import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { copyOfCore, editJsonFile, horda, writeText } from "./helpers/run-horda.ts";

/** Breaks a copy of the core pack, runs `horda validate core2e` in it, returns the run. */
async function validateBroken(breakIt: (dir: string) => void) {
  const dir = copyOfCore();
  try {
    breakIt(dir);
    return await horda(["validate", "core2e"], dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const malformed: Array<[string, (dir: string) => void, string]> = [
  [
    "bad JSON",
    (d) => writeText(d, "core2e/zombies.json", '{\n  "schema": "horda.zombies/1",,\n}'),
    "core2e/zombies.json:2:31: bad JSON",
  ],
  [
    "an unknown key",
    (d) =>
      editJsonFile(d, "core2e/equipment.json", (j) => {
        j.cards[2].weight = 3;
      }),
    'core2e/equipment.json: $.cards[2]: Unrecognized key: "weight"',
  ],
  [
    "a wrong type",
    (d) =>
      editJsonFile(d, "core2e/survivors.json", (j) => {
        j.survivors[1].health = "two";
      }),
    "core2e/survivors.json: $.survivors[1].health: Invalid input: expected number, received string",
  ],
  [
    "a missing file",
    (d) => rmSync(join(d, "core2e/spawn-cards.json")),
    "core2e/spawn-cards.json: file not found (listed in core2e/pack.json at $.files.spawnCards)",
  ],
  [
    "a duplicate id",
    (d) =>
      editJsonFile(d, "core2e/skills.json", (j) => {
        j.skills[5].id = "plus-1-action";
      }),
    'core2e/skills.json: $.skills[5].id: duplicate skill id "plus-1-action"',
  ],
  [
    "an unknown skill",
    (d) =>
      editJsonFile(d, "core2e/survivors.json", (j) => {
        j.survivors[3].skills.orange[1] = "flight";
      }),
    'core2e/survivors.json: $.survivors[3].skills.orange[1]: unknown skill "flight"',
  ],
  [
    "a deck card that is not defined",
    (d) =>
      editJsonFile(d, "core2e/equipment.json", (j) => {
        j.decks.starting[0].card = "frying-pan";
      }),
    'core2e/equipment.json: $.decks.starting[0].card: deck "starting" lists card "frying-pan", which is not defined',
  ],
  [
    "a wrong schema version",
    (d) =>
      editJsonFile(d, "core2e/abominations.json", (j) => {
        j.schema = "horda.abominations/9";
      }),
    'core2e/abominations.json: $.schema: schema "horda.abominations/9" is newer than this version of Horda reads',
  ],
  [
    "extending an unknown pack",
    (d) =>
      editJsonFile(d, "core2e/pack.json", (j) => {
        j.extends = ["rio"];
      }),
    'core2e/pack.json: $.extends[0]: extends unknown pack "rio"',
  ],
  [
    "an invalid spawn-card kind",
    (d) =>
      editJsonFile(d, "core2e/spawn-cards.json", (j) => {
        j.cards[0].kind = "horde";
      }),
    "core2e/spawn-cards.json: $.cards[0].kind: Invalid discriminator value",
  ],
  [
    "a negative miniature pool",
    (d) =>
      editJsonFile(d, "core2e/zombies.json", (j) => {
        j.pools.runner = -2;
      }),
    "core2e/zombies.json: $.pools.runner: Too small: expected number to be >=1",
  ],
  [
    "a broken tile file",
    (d) => writeText(d, "core2e/tiles/2V.tile", "tile: 2V\nsize: 2x2\ngrid:\n  ab\n"),
    "core2e/tiles/2V.tile:",
  ],
  [
    "a stray data file",
    (d) => writeText(d, "core2e/wound-cards.json", "{}"),
    "core2e/wound-cards.json: not listed in core2e/pack.json ($.files), so it would be ignored",
  ],
];

describe.concurrent("horda validate", () => {
  it("accepts the real core pack with exit code 0 and a summary", async () => {
    const run = await horda(["validate", "content/core2e"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^ok content\/core2e: pack core2e \(12 survivors, 63 skills, 62 equipment cards in decks, 40 zombie cards/,
    );
  });

  it.each(malformed)(
    "refuses a pack with %s (exit 1, message names file and place)",
    async (_label, breakIt, expected) => {
      const run = await validateBroken(breakIt);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(expected);
      expect(run.stderr).toMatch(/1 of 1 path failed validation\n$/);
      expect(run.stdout).toBe("");
    },
  );

  it("prints each error on its own line", async () => {
    const run = await validateBroken((d) => {
      editJsonFile(d, "core2e/survivors.json", (j) => {
        j.survivors[0].kind = "adult";
        j.survivors[2].health = 0;
      });
    });
    const lines = run.stderr.trim().split("\n");
    expect(lines).toEqual([
      'core2e/survivors.json: $.survivors[0].kind: Invalid option: expected one of "classic"|"kid"|"zombivor"',
      "core2e/survivors.json: $.survivors[2].health: Too small: expected number to be >=1",
      "1 of 1 path failed validation",
    ]);
  });

  it("validates a map file against the map schema", async () => {
    const dir = copyOfCore();
    try {
      const map = {
        schema: "horda.map/1",
        id: "tiny",
        name: { en: "Tiny" },
        game: "zombicide",
        tiles: [{ tile: "core2e/1R", x: 0, y: 0, rotation: 0 }],
      };
      writeText(dir, "good.map.json", JSON.stringify(map));
      writeText(dir, "bad.map.json", JSON.stringify({ ...map, colour: "red" }));
      const good = await horda(["validate", "good.map.json"], dir);
      const bad = await horda(["validate", "bad.map.json"], dir);
      expect([good.code, bad.code]).toEqual([0, 1]);
      expect(good.stdout).toBe("ok good.map.json: map (1 tiles, 9 zones, 2 doors, 1 buildings)\n");
      expect(bad.stderr).toContain('bad.map.json: $: Unrecognized key: "colour"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("validates a mission file: schema, map, and a new game the engine deals with its boxes' content", async () => {
    const dir = copyOfCore();
    try {
      const edited = (name: string, edit: Parameters<typeof editJsonFile>[2]) => {
        writeText(dir, name, readFileSync(join(dir, "core2e/missions/first-night.mission.json"), "utf8"));
        editJsonFile(dir, name, edit);
        return name;
      };
      const good = edited("good.mission.json", () => {});
      const module = edited("module.mission.json", (j) => {
        j.modules = ["time-travel"];
      });
      const tile = edited("tile.mission.json", (j) => {
        j.map.tiles[0].tile = "core2e/99Z";
      });
      const goal = edited("goal.mission.json", (j) => {
        j.goals = [{ goal: "dance" }];
      });
      const runs = await Promise.all([good, module, tile, goal].map((f) => horda(["validate", f], dir)));
      expect(runs.map((r) => r.code)).toEqual([0, 1, 1, 1]);
      expect(runs[0]?.stdout).toBe(
        'ok good.mission.json: mission "First Night" (2e rules, 2 tiles, 16 zones, 2 goals; a new game deals 6 survivors for 1 player)\n',
      );
      expect(runs[1]?.stderr).toContain(
        'module.mission.json: the engine refuses this mission (rule profiles and modules): mission: the rule profile "2e" has no module "time-travel"',
      );
      expect(runs[2]?.stderr).toContain(
        'tile.mission.json: $.map.tiles[0].tile: unknown tile "core2e/99Z" (the pack "core2e" has 1R, 1V, 2R,',
      );
      expect(runs[3]?.stderr).toContain("goal.mission.json: $.goals[0].goal: Invalid discriminator value");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses paths it cannot check, and says so", async () => {
    const dir = copyOfCore();
    try {
      mkdirSync(join(dir, "empty"));
      writeText(dir, "m.scenario.yaml", "name: x\n");
      const run = await horda(["validate", "missing", "empty", "m.scenario.yaml", "core2e"], dir);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("missing: not found");
      expect(run.stderr).toContain(
        "empty: don't know how to validate this (expected a pack folder, map file, mission file, scenario file)",
      );
      expect(run.stderr).toContain("m.scenario.yaml: $.scenario: Invalid input");
      expect(run.stderr).toContain("3 of 4 paths failed validation");
      expect(run.stdout).toMatch(/^ok core2e: pack core2e/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
