import { join } from "node:path";
import { type FileRecord, formatContentError, type ImplementedNames, loadPacks } from "@horda/content";
import { readFolderRecords } from "@horda/content/node";
import { describe, expect, it } from "vitest";
import { coreRecords, editJson, errorLines, REPO_ROOT } from "./helpers/records.ts";

const rioRecords = (): FileRecord[] => [
  ...coreRecords(),
  ...readFolderRecords(join(REPO_ROOT, "content", "rio"), REPO_ROOT),
];
const total = (entries: readonly { count: number }[] | undefined) =>
  (entries ?? []).reduce((n, e) => n + e.count, 0);
const EQUIPMENT = "content/rio/equipment.json";
const SURVIVORS = "content/rio/survivors.json";
const WOUND_EFFECTS = [
  "light-wound",
  "bite-on-this",
  "damn-you",
  "hey-over-here",
  "blinded",
  "dazed",
  "revenge",
  "broken-arm",
  "sprained-ankle",
  "weak-spot",
];

/** An engine catalogue for the tests: every skill and effect the packs name, plus what a test adds. */
/** What the engine implements, as the packs define it, with `without` taken out (a rule it would lack). */
function catalogue(
  extra: { modules?: string[]; cardEffects?: string[]; skills?: string[]; without?: string[] } = {},
) {
  const result = loadPacks(rioRecords());
  if (!result.ok) throw new Error("the Rio pack does not load");
  const packs = Object.values(result.value);
  const names: ImplementedNames = {
    skills: new Set(
      [...packs.flatMap((p) => p.skills.map((s) => s.id)), ...(extra.skills ?? [])].filter(
        (id) => !extra.without?.includes(id),
      ),
    ),
    cardEffects: new Set([
      "reroll-bullets",
      "reroll-shells",
      "usable-in-backpack",
      "light",
      "blocks-combat-in-zone",
      "targeted-first",
      "molotov-kills-only-it",
      "sniper",
      "mate-tea",
      "rpg",
      "rpg-ammo",
      ...(extra.cardEffects ?? []),
    ]),
    zombieTypes: new Set(packs.flatMap((p) => p.zombieTypes.map((t) => t.id))),
    modules: new Set(extra.modules ?? []),
  };
  return (profile: string) => (profile === "2e" ? names : undefined);
}
const lines = (result: ReturnType<typeof loadPacks>) =>
  result.ok ? [] : result.error.map(formatContentError);

describe("the Rio Z Janeiro pack", () => {
  const result = loadPacks(rioRecords());
  const rio = result.ok ? result.value.rio : undefined;

  it("loads on top of core2e with no errors", () => {
    expect(errorLines(rioRecords())).toEqual([]);
    expect(rio?.manifest).toMatchObject({ id: "rio", extends: ["core2e"], ruleProfile: "2e" });
  });

  it("has the six survivors with empty, unverified skill slots; only Yellow and MC Jordim's Blue are filled", () => {
    expect(rio?.survivors.map((s) => s.id)).toEqual([
      "ney",
      "eliete",
      "steven",
      "dona-cacilda",
      "vivi",
      "mc-jordim",
    ]);
    for (const s of rio?.survivors ?? []) {
      // The rulebook names MC Jordim's Blue skill; the rest of every card is not public.
      const jordim = s.id === "mc-jordim";
      expect(s.unverified, s.id).toBe(true);
      expect(s.skills, s.id).toEqual({
        blue: jordim ? ["shine-in-darkness"] : [],
        yellow: ["plus-1-action"],
        orange: [],
        red: [],
      });
      expect(s.emptySlots, s.id).toEqual(jordim ? { orange: 2, red: 3 } : { blue: 1, orange: 2, red: 3 });
    }
    expect(rio?.survivors.find((s) => s.id === "mc-jordim")?.note).toContain("Shine in darkness");
  });

  it("has the Advanced decks (6 starting, 47 equipment, 12 epic) replacing core2e's, and 30 Wound cards", () => {
    expect(total(rio?.decks.starting)).toBe(6);
    expect(total(rio?.decks.equipment)).toBe(47);
    expect(total(rio?.decks.epic)).toBe(12);
    expect(total(rio?.decks.wound)).toBe(30);
    expect(rio?.decks.wound).toContainEqual({ card: "rio-wound-light-wound", count: 16 });
    const wounds = rio?.equipment.filter((c) => c.kind === "wound") ?? [];
    expect(wounds.map((c) => c.wound).sort()).toEqual([...WOUND_EFFECTS].sort());
  });

  it("carries All-Out, Keep and Surprise Spawn values as checked numbers (the book's examples agree)", () => {
    const card = (id: string) => rio?.equipment.find((c) => c.id === id);
    expect(card("rio-wooden-plank")?.allOut).toEqual({ value: 1 });
    expect(card("rio-shotgun")).toMatchObject({
      allOut: { value: 2 },
      keep: { value: 5 },
      surpriseSpawn: { value: 1 },
    });
    expect(card("rio-sub-mg")?.allOut).toEqual({ value: 3 });
    expect(card("rio-chainsaw")?.keep).toEqual({ value: 5 });
    expect(card("rio-sawed-off")?.keep).toEqual({ value: 4 });
    expect(card("rio-machete")?.keep).toMatchObject({ value: 3, unverified: true });
    expect(card("rio-iron-pipe")?.surpriseSpawn).toEqual({ value: 1 });
    for (const c of rio?.equipment ?? [])
      if (rio?.decks.epic?.some((e) => e.card === c.id) && c.kind === "weapon")
        expect(c.keep, c.id).toEqual({ value: 6 });
  });

  it("has the 14 faces 22R-28V, every one a stand-in, and the 10 campaign missions", () => {
    expect(rio?.tiles.map((t) => t.id).sort()).toEqual(
      ["22", "23", "24", "25", "26", "27", "28"].flatMap((n) => [`${n}R`, `${n}V`]).sort(),
    );
    expect(rio?.tiles.every((t) => t.standIn === true && t.status === "unverified")).toBe(true);
    const favela = rio?.tiles.filter((t) => /^2[2-7]R$/.test(t.id)) ?? [];
    for (const t of favela) {
      expect(Object.values(t.zoneFlags).flat(), t.id).toContain("narrow");
      expect(t.spots.filter((s) => s.kind === "narrow").length, t.id).toBeGreaterThan(0);
      expect(
        [...t.edges, ...t.pairEdges].some((e) => e.kind === "thin"),
        t.id,
      ).toBe(true);
    }
    expect(rio?.missions.filter((m) => /^m\d\d-/.test(m.id))).toHaveLength(10);
    for (const m of rio?.missions ?? [])
      if (m.objectiveCards) expect(m.objectiveCards.text, m.id).toBe("horda");
  });

  it("passes the engine catalogue check; Wound effects are checked once a wound-deck module exists", () => {
    expect(lines(loadPacks(rioRecords(), { rules: catalogue() }))).toEqual([]);
    expect(
      lines(
        loadPacks(rioRecords(), {
          rules: catalogue({ modules: ["wound-deck"], cardEffects: WOUND_EFFECTS }),
        }),
      ),
    ).toEqual([]);
    const missing = lines(
      loadPacks(rioRecords(), {
        rules: catalogue({
          modules: ["wound-deck"],
          cardEffects: WOUND_EFFECTS.filter((e) => e !== "weak-spot"),
        }),
      }),
    );
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatch(
      /^content\/rio\/equipment\.json: \$\.cards\[\d+\]\.wound: wound effect "weak-spot"/,
    );
  });

  it("refuses an unknown skill on a survivor, with file and JSON path", () => {
    const records = editJson(rioRecords(), SURVIVORS, (d) => {
      d.survivors[0].skills.blue = ["samba-queen"];
      d.survivors[0].emptySlots = { orange: 2, red: 3 };
    });
    expect(errorLines(records)).toEqual([
      `${SURVIVORS}: $.survivors[0].skills.blue[0]: unknown skill "samba-queen" (not defined in any skills file this pack can see)`,
    ]);
    // A slot filled with a skill the engine plays loads (and leaves one fewer empty slot).
    const played = lines(
      loadPacks(
        editJson(rioRecords(), SURVIVORS, (d) => {
          d.survivors[0].skills.blue = ["lucky"];
          d.survivors[0].emptySlots = { orange: 2, red: 3 };
        }),
        { rules: catalogue() },
      ),
    );
    expect(played).toEqual([]);
  });

  it("refuses an unknown card effect and a Wound card out of place, with file and JSON path", () => {
    const trait = editJson(rioRecords(), EQUIPMENT, (d) => {
      d.cards[4].traits = ["reroll-everything"];
    });
    expect(errorLines(trait)[0]).toMatch(/^content\/rio\/equipment\.json: \$\.cards\[4\]\.traits\[0\]: /);
    const skill = lines(
      loadPacks(
        editJson(rioRecords(), EQUIPMENT, (d) => {
          d.cards[4].skills = ["lucky"];
        }),
        { rules: catalogue({ skills: [] }) },
      ),
    );
    expect(skill).toEqual([]);
    const effect = lines(
      loadPacks(
        editJson(rioRecords(), EQUIPMENT, (d) => {
          d.cards[4].skills = ["double-strike"];
        }),
        { rules: catalogue({ without: ["double-strike"] }) },
      ),
    );
    expect(effect.some((l) => l.startsWith(`${EQUIPMENT}: $.cards[4].skills[0]:`))).toBe(true);
    const misplaced = editJson(rioRecords(), EQUIPMENT, (d) => {
      d.decks.equipment.push({ card: "rio-wound-dazed", count: 1 });
    });
    expect(errorLines(misplaced)).toEqual([
      `${EQUIPMENT}: $.decks.equipment[19].card: deck "equipment" lists the Wound card "rio-wound-dazed"; it belongs in the Wound deck`,
    ]);
    const noEffect = editJson(rioRecords(), EQUIPMENT, (d) => {
      const w = d.cards.find((c: { kind: string }) => c.kind === "wound");
      delete w.wound;
    });
    expect(errorLines(noEffect)[0]).toMatch(
      /\.wound: a card has "wound" \(its effect id\) exactly when its kind is "wound"/,
    );
  });

  it("refuses a level with neither skill nor empty slot, and empty slots on a verified survivor", () => {
    const none = editJson(rioRecords(), SURVIVORS, (d) => {
      d.survivors[1].emptySlots = { orange: 2, red: 3 };
    });
    expect(errorLines(none)).toEqual([
      `${SURVIVORS}: $.survivors[1].skills.blue: every level has at least one skill or empty slot (blue has none)`,
    ]);
    const verified = editJson(rioRecords(), SURVIVORS, (d) => {
      delete d.survivors[2].unverified;
    });
    expect(errorLines(verified)[0]).toMatch(
      /\$\.survivors\[2\]\.emptySlots: a survivor with empty slots is unverified/,
    );
  });
});
