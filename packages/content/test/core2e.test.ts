import { loadPacks } from "@horda/content";
import { describe, expect, it } from "vitest";
import { coreRecords, errorLines } from "./helpers/records.ts";

const total = (entries: readonly { count: number }[] | undefined) =>
  (entries ?? []).reduce((n, e) => n + e.count, 0);

describe("the core 2E pack", () => {
  const result = loadPacks(coreRecords());
  const core = result.ok ? result.value.core2e : undefined;

  it("loads with no errors", () => {
    expect(errorLines(coreRecords())).toEqual([]);
    expect(core?.manifest).toMatchObject({ id: "core2e", game: "zombicide", ruleProfile: "2e" });
  });

  it("has the 12 survivors, 6 of them Kids with Health 2", () => {
    expect(core?.survivors).toHaveLength(12);
    const kids = core?.survivors.filter((s) => s.kind === "kid") ?? [];
    expect(kids.map((s) => s.id).sort()).toEqual(["bunny-g", "lili", "lou", "odin", "ostara", "tiger-sam"]);
    expect(kids.every((s) => s.health === 2)).toBe(true);
    expect(core?.survivors.filter((s) => s.kind === "classic").every((s) => s.health === 3)).toBe(true);
  });

  it("gives every survivor +1 Action at Yellow, 2 Orange and 3 Red choices", () => {
    for (const s of core?.survivors ?? []) {
      expect(s.skills.yellow, s.id).toEqual(["plus-1-action"]);
      expect(s.skills.orange, s.id).toHaveLength(2);
      expect(s.skills.red, s.id).toHaveLength(3);
    }
    expect(core?.survivors.find((s) => s.id === "bunny-g")?.skills.blue).toEqual(["lucky"]);
    expect(core?.survivors.find((s) => s.id === "odin")?.skills.red).toContain("plus-1-die:melee");
  });

  it("has 6 starting, 45 equipment and 11 epic cards", () => {
    expect(total(core?.decks.starting)).toBe(6);
    expect(total(core?.decks.equipment)).toBe(45);
    expect(total(core?.decks.epic)).toBe(11);
    expect(core?.decks.starting).toContainEqual({ card: "pistol", count: 3 });
  });

  it("keeps the rulebook's weapon stats and marks disputed ones unverified", () => {
    const card = (id: string) => core?.equipment.find((c) => c.id === id);
    expect(card("fire-axe")).toMatchObject({
      attacks: [{ mode: "melee", dice: 1, accuracy: 4, damage: 2, noisy: false }],
    });
    expect(card("fire-axe")?.door).toEqual({ noisy: true });
    expect(card("fire-axe")?.unverified).toBeUndefined();
    expect(card("pistol")).toMatchObject({
      dual: true,
      ammo: "bullets",
      attacks: [{ range: [0, 1], accuracy: 3 }],
    });
    expect(card("machete")).toMatchObject({ unverified: true });
    expect(card("machete")?.note).toMatch(/disagree/);
    expect(card("sniper-rifle")?.skills).toEqual(["sniper"]);
  });

  it("has the 40 zombie cards #001-#040 with the reference's amounts", () => {
    expect(core?.spawnCards.map((c) => c.id)).toEqual(
      Array.from({ length: 40 }, (_, i) => String(i + 1).padStart(3, "0")),
    );
    const byId = (id: string) => core?.spawnCards.find((c) => c.id === id);
    expect(byId("011")).toMatchObject({
      kind: "rush",
      zombie: "brute",
      counts: { blue: 0, yellow: 1, orange: 2, red: 3 },
    });
    expect(byId("022")).toMatchObject({ kind: "spawn", zombie: "walker", counts: { blue: 6, red: 12 } });
    expect(byId("037")).toMatchObject({
      kind: "extra-activation",
      zombie: "walker",
      activates: { blue: false, yellow: true, orange: true, red: true },
    });
    const kinds = core?.spawnCards.map((c) => c.kind) ?? [];
    expect(kinds.filter((k) => k === "rush")).toHaveLength(12);
    expect(kinds.filter((k) => k === "extra-activation")).toHaveLength(4);
  });

  it("has the miniature pools 40/16/16/4 and one Abomination on the board", () => {
    expect(core?.pools).toEqual({ walker: 40, runner: 16, brute: 16, abomination: 4 });
    expect(core?.zombieTypes.find((t) => t.id === "abomination")).toMatchObject({
      damageToKill: 3,
      adrenaline: 5,
      maxOnBoard: 1,
    });
    expect(core?.zombieTypes.find((t) => t.id === "runner")?.actions).toBe(2);
    expect(core?.zombieTypes.find((t) => t.id === "walker")?.names["pt-BR"]).toBe("Lerdo");
  });

  it("has the 4-card Abomination deck with each card's rule as data", () => {
    const rules = Object.fromEntries(core?.abominations.map((a) => [a.id, a.rules]) ?? []);
    expect(rules).toEqual({
      "patient-0": [],
      hobomination: ["blocks-combat-in-zone"],
      abominacop: ["targeted-first"],
      abominawild: ["molotov-kills-only-it"],
    });
  });

  it("lists the skill catalogue with parameters for [Action] skills", () => {
    expect(core?.skills.length).toBeGreaterThanOrEqual(60);
    expect(core?.skills.find((s) => s.id === "plus-1-die")?.param).toEqual({
      kind: "choice",
      values: ["combat", "melee", "ranged"],
    });
  });

  it("loads the 18 core tile faces and gives both locales the same keys", () => {
    expect(core?.tiles).toHaveLength(18);
    expect(Object.keys(core?.locales.en ?? {}).sort()).toEqual(
      Object.keys(core?.locales["pt-BR"] ?? {}).sort(),
    );
  });
});
