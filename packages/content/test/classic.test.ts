import { join } from "node:path";
import {
  type FileRecord,
  formatContentError,
  type ImplementedNames,
  loadPacks,
  type SpawnCard,
  spawnCardZombies,
  spawnLine,
} from "@horda/content";
import { readFolderRecords } from "@horda/content/node";
import { describe, expect, it } from "vitest";
import { editJson, errorLines, REPO_ROOT } from "./helpers/records.ts";

const CLASSIC_PACKS = ["classic-s1", "dog-companions", "toxic-city-mall", "vip-2"] as const;
const classicRecords = (): FileRecord[] =>
  CLASSIC_PACKS.flatMap((p) => readFolderRecords(join(REPO_ROOT, "content", p), REPO_ROOT));
const total = (entries: readonly { count: number }[] | undefined) =>
  (entries ?? []).reduce((n, e) => n + e.count, 0);
const lines = (result: ReturnType<typeof loadPacks>) =>
  result.ok ? [] : result.error.map(formatContentError);
const S1 = "content/classic-s1";

/** An engine catalogue that has the classic profile with every name the packs use (or `without` some). */
function classicEngine(without: readonly string[] = []) {
  const result = loadPacks(classicRecords());
  if (!result.ok) throw new Error("the classic packs do not load");
  const packs = Object.values(result.value);
  const keep = (ids: string[]) => new Set(ids.filter((id) => !without.includes(id)));
  const names: ImplementedNames = {
    skills: keep(packs.flatMap((p) => p.skills.map((s) => s.id))),
    cardEffects: keep([
      ...packs.flatMap((p) => p.equipment.flatMap((c) => [...(c.traits ?? []), ...(c.skills ?? [])])),
      ...packs.flatMap((p) => p.zombieTypes.flatMap((t) => t.traits ?? [])),
    ]),
    zombieTypes: keep(packs.flatMap((p) => p.zombieTypes.map((t) => t.id))),
  };
  return (profile: string) => (profile === "classic" ? names : undefined);
}

describe("the classic packs", () => {
  const result = loadPacks(classicRecords());
  const packs = result.ok ? result.value : {};
  const s1 = packs["classic-s1"];

  it("load with no errors, on the classic profile", () => {
    expect(errorLines(classicRecords())).toEqual([]);
    for (const id of CLASSIC_PACKS)
      expect(packs[id]?.manifest).toMatchObject({ id, ruleProfile: "classic", awaits: ["classic"] });
  });

  it("classic-s1 has the six Season 1 survivors, Health 2, +1 Action at Yellow, 2 Orange and 3 Red skills", () => {
    expect(s1?.survivors.map((s) => s.id)).toEqual(["amy", "doug", "josh", "ned", "phil", "wanda"]);
    for (const s of s1?.survivors ?? []) {
      expect(s.health).toBe(2);
      expect(s.skills.yellow).toEqual(["plus-1-action"]);
      expect(s.skills.orange).toHaveLength(2);
      expect(s.skills.red).toHaveLength(3);
    }
    // Ned's tree rests on one fan app only.
    expect(s1?.survivors.find((s) => s.id === "ned")?.unverified).toBe(true);
    expect(s1?.survivors.find((s) => s.id === "phil")?.skills.blue).toEqual(["starts-with-equipment:pistol"]);
  });

  it("classic-s1 has the 62 Season 1 Equipment cards: 52 to shuffle, the starting deal, Pimpweapons and Molotovs aside", () => {
    const d = s1?.decks;
    expect(total(d?.equipment)).toBe(52);
    expect(total(d?.starting)).toBe(6);
    expect(total(d?.pimpweapons)).toBe(2);
    expect(total(d?.aside)).toBe(2);
    expect(total(d?.equipment) + total(d?.starting) + total(d?.pimpweapons) + total(d?.aside)).toBe(62);
    const pistol = s1?.equipment.find((c) => c.id === "pistol");
    expect(pistol?.attacks?.[0]).toMatchObject({ accuracy: 4, range: [0, 1] });
    expect(s1?.equipment.find((c) => c.id === "katana")?.dual).toBeUndefined();
    expect(s1?.combinations).toEqual([
      { parts: ["gasoline", "glass-bottles"], makes: "molotov" },
      expect.objectContaining({ parts: ["rifle", "scope"] }),
    ]);
  });

  it("classic-s1 has the 42-card Zombie deck: Fatties come with two Walkers, no Rush cards", () => {
    const cards = s1?.spawnCards ?? [];
    expect(cards.map((c) => c.id)).toEqual(
      Array.from({ length: 42 }, (_, i) => String(i + 1).padStart(3, "0")),
    );
    expect(cards.some((c) => c.kind === "rush")).toBe(false);
    expect(cards.filter((c) => c.kind === "extra-activation").map((c) => c.id)).toEqual([
      "037",
      "038",
      "039",
      "040",
    ]);
    expect(cards.filter((c) => c.kind === "mixed" && c.manhole).map((c) => c.id)).toEqual(["041", "042"]);
    // #013-#024 repeat #001-#012.
    const byId = (id: string) => cards.find((c) => c.id === id) as SpawnCard;
    expect({ ...byId("015"), id: "003" }).toEqual(byId("003"));
    // #003: 1 Walker / 1 Runner / 1 Fatty / 4 Runners.
    const c3 = byId("003");
    if (c3.kind !== "mixed") throw new Error("#003 is a mixed card");
    expect(spawnLine(c3, "orange")).toEqual({ zombie: "fatty", count: 1 });
    expect(spawnLine(c3, "red")).toEqual({ zombie: "runner", count: 4 });
    expect(spawnCardZombies(c3)).toEqual(["walker", "runner", "fatty"]);
    // #001's Blue line is empty.
    const c1 = byId("001");
    if (c1.kind !== "mixed") throw new Error("#001 is a mixed card");
    expect(spawnLine(c1, "blue").count).toBe(0);
    const fatty = s1?.zombieTypes.find((t) => t.id === "fatty");
    expect(fatty?.escort).toEqual({ zombie: "walker", count: 2 });
    expect(s1?.zombieTypes.find((t) => t.id === "abomination")).toMatchObject({
      maxOnBoard: 1,
      replacedBy: "fatty",
    });
  });

  it("classic-s1 ships its tiles as stand-ins and one Horda mission on the classic profile", () => {
    expect(s1?.tiles).toHaveLength(18);
    for (const t of s1?.tiles ?? []) expect(t.standIn).toBe(true);
    expect(s1?.missions.map((m) => [m.id, m.ruleProfile])).toEqual([["classic-first-steps", "classic"]]);
  });

  it("the expansions: six dogs, Toxic City Mall's 28 cards and 12 toxic Zombie cards, VIP #223-#234", () => {
    const dogs = packs["dog-companions"];
    expect(dogs?.equipment.map((c) => [c.id, c.dog?.trainerMeleeDice, c.dog?.search])).toEqual([
      ["bismuth", 1, true],
      ["martens", 1, true],
      ["cherry", 1, true],
      ["lucien", 1, true],
      ["gaspard", 2, false],
      ["moog", 2, false],
    ]);
    const tcm = packs["toxic-city-mall"];
    const tcmCards = total(tcm?.decks.equipment) + total(tcm?.decks.starting) + total(tcm?.decks.aside);
    expect(tcmCards).toBe(28);
    expect(tcm?.spawnCards.map((c) => c.id)).toEqual(
      Array.from({ length: 12 }, (_, i) => String(67 + i).padStart(3, "0")),
    );
    for (const c of tcm?.spawnCards ?? []) for (const z of spawnCardZombies(c)) expect(z).toMatch(/^toxic-/);
    expect(tcm?.zombieTypes.find((t) => t.id === "toxic-fatty")?.escort).toEqual({
      zombie: "toxic-walker",
      count: 2,
    });
    // The TCM survivors' trees are not public: unverified, with empty slots.
    for (const id of ["derek", "elsa", "neema", "raoul"]) {
      const s = tcm?.survivors.find((v) => v.id === id);
      expect(s?.unverified).toBe(true);
      expect(s?.emptySlots).toBeDefined();
    }
    expect(tcm?.survivors.find((s) => s.id === "amy-zombivor")).toMatchObject({
      kind: "zombivor",
      sideOf: "amy",
      health: 5,
    });
    const vip = packs["vip-2"];
    expect(vip?.spawnCards.map((c) => c.id)).toEqual(Array.from({ length: 12 }, (_, i) => String(223 + i)));
    expect(vip?.zombieTypes[0]?.models?.reduce((n, m) => n + m.count, 0)).toBe(20);
    expect(vip?.decks.pimpweapons?.map((e) => e.card)).toEqual(["desert-eagle", "spas-12", "thompson"]);
  });
});

describe("the classic packs and the engine", () => {
  it("are refused whole, not failed, while the engine has no classic profile", () => {
    const result = loadPacks(classicRecords(), { rules: () => undefined });
    expect(lines(result)).toEqual([]);
    if (!result.ok) return;
    const s1 = result.value["classic-s1"];
    expect(s1?.survivors).toEqual([]);
    expect(s1?.missions).toEqual([]);
    expect(s1?.refused?.map(formatContentError)).toEqual([
      `${S1}/pack.json: $.ruleProfile: the engine has no rule profile "classic", so the whole pack is left out; refused until the engine has classic`,
    ]);
  });

  it("load whole on an engine that implements every name they use", () => {
    const result = loadPacks(classicRecords(), { rules: classicEngine() });
    expect(lines(result)).toEqual([]);
    if (result.ok) for (const id of CLASSIC_PACKS) expect(result.value[id]?.refused).toBeUndefined();
  });

  it("refuse, with file and path, what the engine lacks: a skill, a zombie type, a card effect", () => {
    const result = loadPacks(classicRecords(), {
      rules: classicEngine(["classic-medic", "fatty", "ultrared"]),
    });
    expect(lines(result)).toEqual([]);
    if (!result.ok) return;
    const refused = Object.values(result.value).flatMap((p) => (p.refused ?? []).map(formatContentError));
    expect(refused).toContain(
      `${S1}/survivors.json: $.survivors[0].skills.red[2]: skill "classic-medic" is implemented by no rule module of profile "classic", so survivor "amy" is not offered; refused until the engine has classic-medic`,
    );
    expect(refused).toContain(
      `${S1}/spawn-cards.json: $.cards[2].lines.orange.zombie: zombie type "fatty" is implemented by no rule module of profile "classic", so Zombie card #003 is left out; refused until the engine has classic`,
    );
    expect(refused).toContain(
      'content/toxic-city-mall/equipment.json: $.cards[1].traits[0]: card effect "ultrared" is implemented by no rule module, so card "nine-one-one-special" is left out; refused until the engine has toxic-mall',
    );
    const s1 = result.value["classic-s1"];
    expect(s1?.survivors.map((s) => s.id)).not.toContain("amy");
    expect(s1?.spawnCards.map((c) => c.id)).not.toContain("003");
  });
});

describe("bad classic packs say what and where", () => {
  // biome-ignore lint/suspicious/noExplicitAny: tests reach into arbitrary JSON to break it
  const bad = (path: string, edit: (data: any) => void) => errorLines(editJson(classicRecords(), path, edit));

  it("a classic card line naming an unknown zombie type", () => {
    expect(
      bad(`${S1}/spawn-cards.json`, (d) => {
        d.cards[0].lines.red.zombie = "crawler";
      }),
    ).toEqual([`${S1}/spawn-cards.json: $.cards[0].lines.red.zombie: unknown zombie type "crawler"`]);
  });

  it("a Fatty escorted by an unknown type, and an Abomination replaced by one", () => {
    expect(
      bad(`${S1}/zombies.json`, (d) => {
        d.types[1].escort.zombie = "shambler";
        d.types[2].replacedBy = "giant";
      }),
    ).toEqual([
      `${S1}/zombies.json: $.types[1].escort.zombie: unknown zombie type "shambler"`,
      `${S1}/zombies.json: $.types[2].replacedBy: unknown zombie type "giant"`,
    ]);
  });

  it("a combination of a card that does not exist", () => {
    expect(
      bad(`${S1}/equipment.json`, (d) => {
        d.combinations[0].makes = "napalm";
      }),
    ).toEqual([
      `${S1}/equipment.json: $.combinations[0].makes: combines card "napalm", which is not defined`,
    ]);
  });

  it("a dog card without its dog", () => {
    const path = "content/dog-companions/equipment.json";
    const out = bad(path, (d) => {
      d.cards[0].dog = undefined;
    });
    expect(out).toContain(
      `${path}: $.cards[0].dog: a card has "dog" (the dog's breed, skills and Trainer bonus) exactly when its kind is "dog"`,
    );
  });

  it("a dog skill that is not defined", () => {
    const path = "content/dog-companions/equipment.json";
    expect(
      bad(path, (d) => {
        d.cards[1].dog.skills[0] = "flight";
      }),
    ).toEqual([
      `${path}: $.cards[1].dog.skills[0]: unknown skill "flight" (not defined in any skills file this pack can see)`,
    ]);
  });

  it("a Zombivor side of a survivor that does not exist, and one with no side", () => {
    const path = "content/toxic-city-mall/survivors.json";
    expect(
      bad(path, (d) => {
        d.survivors[4].sideOf = "zed";
      }),
    ).toEqual([`${path}: $.survivors[4].sideOf: is the other side of survivor "zed", which is not defined`]);
    expect(
      bad(path, (d) => {
        d.survivors[4].sideOf = undefined;
      }),
    ).toEqual([
      `${path}: $.survivors[4].sideOf: a survivor has "sideOf" (its ID card's standard side) exactly when its kind is "zombivor"`,
    ]);
  });

  it("a Hollow-Point Rounds that applies to a card that does not exist", () => {
    const path = "content/toxic-city-mall/equipment.json";
    expect(
      bad(path, (d) => {
        d.cards[8].appliesTo[0] = "railgun";
      }),
    ).toEqual([`${path}: $.cards[8].appliesTo[0]: applies to card "railgun", which is not defined`]);
  });

  it("the old profile name 1e", () => {
    expect(
      bad(`${S1}/pack.json`, (d) => {
        d.ruleProfile = "1e";
      }),
    ).toEqual([
      `${S1}/pack.json: $.ruleProfile: Invalid option: expected one of "2e"|"classic"|"black-plague"`,
    ]);
  });
});
