import { join } from "node:path";
import {
  checkUserPack,
  type FileRecord,
  formatContentError,
  type ImplementedNames,
  loadPacks,
  type RulesCatalogue,
} from "@horda/content";
import { readFolderRecords } from "@horda/content/node";
import { describe, expect, it } from "vitest";
import { coreRecords, editJson, REPO_ROOT } from "./helpers/records.ts";

// The Fort Hendrix pack (content/fort-hendrix) and the loader rules it brought: `awaits` (refused entries),
// Companions with no ID card, the Military deck, decks that replace another pack's, per-module mission settings.
const FH = "content/fort-hendrix";
const records = (): FileRecord[] => [
  ...coreRecords(),
  ...readFolderRecords(join(REPO_ROOT, "content", "fort-hendrix"), REPO_ROOT),
];

/** The box's card effects, which the engine plays (they no longer await anything): Repair Kit, Ka-Bar, Patton's pair. */
const FH_CARD_EFFECTS = ["ignore-breaks", "plus-1-die-other-melee", "pair-plus-2-dice"];

/** A catalogue that implements everything the core pack names and the box's card effects, and `extra` besides. */
function catalogue(extra: Partial<Record<keyof ImplementedNames, string[]>> = {}): RulesCatalogue {
  const loaded = loadPacks(coreRecords());
  if (!loaded.ok) throw new Error("core pack does not load");
  const core = loaded.value.core2e;
  if (!core) throw new Error("no core pack");
  const cardEffects = [
    ...core.equipment.flatMap((c) => [
      ...(c.traits ?? []),
      ...(c.skills ?? []).map((s) => s.split(":")[0] ?? s),
    ]),
    ...core.abominations.flatMap((a) => a.rules),
  ];
  return () => ({
    skills: new Set([...core.skills.map((s) => s.id), ...(extra.skills ?? [])]),
    cardEffects: new Set([...cardEffects, ...FH_CARD_EFFECTS, ...(extra.cardEffects ?? [])]),
    zombieTypes: new Set([...core.zombieTypes.map((t) => t.id), ...(extra.zombieTypes ?? [])]),
  });
}

function load(recs: readonly FileRecord[], rules?: RulesCatalogue) {
  const r = loadPacks(recs, rules ? { rules } : {});
  if (!r.ok) throw new Error(r.error.map(formatContentError).join("\n"));
  const fh = r.value["fort-hendrix"];
  if (!fh) throw new Error("no fort-hendrix pack");
  return fh;
}

describe("content/fort-hendrix", () => {
  it("loads whole without an engine catalogue: 6 survivors, Penny, 8 skills, 4 decks, 40 Zombie cards", () => {
    const fh = load(records());
    expect(fh.survivors.map((s) => s.id)).toEqual(["javier", "karl", "marian", "michelle", "riley", "wayne"]);
    expect(fh.survivors.every((s) => s.unverified && s.health === 3)).toBe(true);
    expect(fh.companions?.[0]?.id).toBe("penny");
    const count = (deck: keyof typeof fh.decks) => (fh.decks[deck] ?? []).reduce((n, e) => n + e.count, 0);
    expect([count("starting"), count("equipment"), count("epic"), count("military")]).toEqual([
      6, 30, 11, 50,
    ]);
    expect(fh.spawnCards.map((c) => c.id)).toEqual(
      Array.from({ length: 40 }, (_, i) => String(41 + i).padStart(3, "0")),
    );
    const shooters = fh.spawnCards.filter((c) => "shooter" in c && c.shooter).map((c) => Number(c.id));
    expect(shooters).toEqual([41, 42, 45, 46, 49, 51, 53, 54, 55, 59, 60, 67, 69, 72]);
    expect(fh.decksReplace).toEqual(["core2e"]);
    expect(fh.spawnCardsReplace).toEqual(["core2e"]);
    expect(fh.refused).toBeUndefined();
    // Every weapon that rolls dice has an All-Out value; Starting Equipment has no Keep value.
    for (const c of fh.equipment.filter((c) => c.attacks?.some((a) => a.mode !== "molotov")))
      expect(c.allOut, c.id).toBeDefined();
    for (const e of fh.decks.starting ?? [])
      expect(fh.equipment.find((c) => c.id === e.card)?.keep).toBeUndefined();
  });

  it("refuses the entries marked awaits that the engine does not play, each with file and JSON path", () => {
    const fh = load(records(), catalogue());
    const lines = (fh.refused ?? []).map(formatContentError);
    expect(lines).toContain(
      `${FH}/zombies.json: $.types[0].id: zombie type "shooter-walker" is implemented by no rule module of profile "2e"; refused until the engine has shooter-walkers`,
    );
    expect(
      lines.some((l) =>
        l.startsWith(`${FH}/survivors.json: $.survivors[3].skills.blue[0]: skill "spare-parts"`),
      ),
    ).toBe(true);
    expect(lines.some((l) => l.startsWith(`${FH}/spawn-cards.json: $.cards[0].shooter:`))).toBe(true);
    expect(fh.survivors).toEqual([]);
    expect(fh.zombieTypes).toEqual([]);
    expect(fh.spawnCards).toHaveLength(26);
    expect(fh.decks.military?.some((e) => e.card === "fh-repair-kit")).toBe(true);
    expect(fh.decks.starting?.some((e) => e.card === "fh-starting-ka-bar")).toBe(true);
    expect(fh.equipment.some((c) => c.id === "fh-chainsaw")).toBe(true);
  });

  it("keeps an entry once the engine implements what it awaits", () => {
    const fh = load(
      records(),
      catalogue({
        skills: [
          "all-out-skill",
          "spare-parts",
          "double-all-out-dice",
          "ignore-1-break",
          "plus-1-free-all-out-action",
        ],
        zombieTypes: ["shooter-walker"],
      }),
    );
    expect(fh.survivors).toHaveLength(6);
    expect(fh.spawnCards).toHaveLength(40);
    expect(fh.zombieTypes.map((t) => t.id)).toEqual(["shooter-walker"]);
  });

  it("fails the pack when an entry without awaits names what the engine lacks", () => {
    const recs = editJson(records(), `${FH}/survivors.json`, (d) => {
      delete d.survivors[1].awaits;
    });
    const r = loadPacks(recs, { rules: catalogue() });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error.map(formatContentError)).toContain(
        `${FH}/survivors.json: $.survivors[1].skills.orange[1]: skill "all-out-skill" is implemented by no rule module of profile "2e", so survivor "karl" is not offered`,
      );
  });

  it("refuses a broken pair, a replaced pack it does not extend, and settings for a module the mission lacks", () => {
    const recs = editJson(records(), `${FH}/equipment.json`, (d) => {
      d.cards.find((c: { id: string }) => c.id === "fh-pattons-357-magnum").pairedWith = "fh-nothing";
      d.replaces = ["rio"];
    });
    const r = loadPacks(recs);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const lines = r.error.map(formatContentError);
    expect(lines.some((l) => l.includes('pairs with card "fh-nothing", which is not defined'))).toBe(true);
    expect(lines).toContain(
      `${FH}/equipment.json: $.replaces[0]: replaces the decks of pack "rio", which this pack does not extend`,
    );
    const mission = loadPacks(
      editJson(records(), `${FH}/missions/fh-m10.mission.json`, (d) => {
        d.settings.teleport = {};
      }),
    );
    expect(mission.ok).toBe(false);
    if (!mission.ok)
      expect(mission.error.map(formatContentError)).toContain(
        `${FH}/missions/fh-m10.mission.json: $.settings.teleport: settings for module "teleport", which the mission does not switch on in $.modules`,
      );
  });

  it("refuses a Companion whose id a survivor already has", () => {
    const recs = editJson(records(), `${FH}/survivors.json`, (d) => {
      d.companions[0].id = "karl";
    });
    const r = loadPacks(recs);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map(formatContentError).join("\n")).toContain('duplicate survivor id "karl"');
  });

  it("gives every mission a starting hour, Horda's Objective cards and the Fort Hendrix modules", () => {
    const fh = load(records());
    const hours = Object.fromEntries(fh.missions.map((m) => [m.id, m.startingHour]));
    expect(hours).toEqual({
      "fh-m1": 10,
      "fh-m2": 7,
      "fh-m3": 9,
      "fh-m4": 4,
      "fh-m5": 20,
      "fh-m6": 22,
      "fh-m7": 11,
      "fh-m8": 4,
      "fh-m9": 5,
      "fh-m10": 1,
    });
    for (const m of fh.missions) {
      expect(m.objectiveCards?.text, m.id).toBe("horda");
      expect(m.objectiveAdrenaline).toBe(0);
      for (const id of ["night", "light-beams", "shooter-walkers", "military", "all-out", "knock-out"])
        expect(m.modules, m.id).toContain(id);
      expect(
        m.map.tokens.some((t) => t.kind === "companion" && t.card === "penny"),
        m.id,
      ).toBe(true);
    }
  });

  it("lets an owner trace a stand-in's real layout, which must stay a military tile", () => {
    const traced = (flags: string) => `tile: fort-hendrix-21V
status: verified
replaces: fort-hendrix/21V
size: 10x10
grid:
${Array.from({ length: 10 }, (_, y) => `  ${y < 5 ? "aaaaaaaaaa" : "bbbbbAAAAA"}`).join("\n")}
zones:
  a: ${flags}
  b: ${flags}
  A: ${flags}
edges:
  4,7 E door
`;
    const ok = checkUserPack({ "fort-hendrix-21V": traced("military") }, records());
    expect(ok.ok ? ok.value.map((f) => f.replaces) : ok.error.map(formatContentError)).toEqual([
      "fort-hendrix/21V",
    ]);
    const lost = checkUserPack({ "fort-hendrix-21V": traced("dark") }, records());
    expect(lost.ok ? [] : lost.error.map(formatContentError)).toEqual([
      'content/user/tiles/fort-hendrix-21V.tile: replaces "fort-hendrix/21V", whose every zone is "military" (a military tile): flag every zone of this face "military" too',
    ]);
  });
});
