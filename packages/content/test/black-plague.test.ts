import { existsSync } from "node:fs";
import { join } from "node:path";
import {
  type FileRecord,
  formatContentError,
  type ImplementedNames,
  loadPacks,
  type RulesCatalogue,
  type SpawnCard,
} from "@horda/content";
import { readFolderRecords } from "@horda/content/node";
import { describe, expect, it } from "vitest";
import { editJson, errorLines, REPO_ROOT } from "./helpers/records.ts";

// The Black Plague family (content/black-plague, content/wulfsburg) and the schema parts it brought: Zombie cards
// with a zombie type per level, Necromancer and Double Spawn cards, spells, enchantments, armour, Vault artefacts,
// door rolls, Body slots, the `black-plague` rule profile.
const BP = "content/black-plague";
const W = "content/wulfsburg";
const records = (): FileRecord[] => [
  ...readFolderRecords(join(REPO_ROOT, "content", "black-plague"), REPO_ROOT),
  ...readFolderRecords(join(REPO_ROOT, "content", "wulfsburg"), REPO_ROOT),
];

function load(recs: readonly FileRecord[] = records(), rules?: RulesCatalogue) {
  const r = loadPacks(recs, rules ? { rules } : {});
  if (!r.ok) throw new Error(r.error.map(formatContentError).join("\n"));
  const bp = r.value["black-plague"];
  const w = r.value.wulfsburg;
  if (!bp || !w) throw new Error("a Black Plague pack is missing");
  return { bp, w };
}

/** A catalogue for profile "black-plague" that implements everything the packs name but `without`. */
function catalogue(without: readonly string[] = []): RulesCatalogue {
  const { bp, w } = load();
  const all = [bp, w];
  const names = (xs: string[]) => new Set(xs.filter((x) => !without.includes(x)));
  const implemented: ImplementedNames = {
    skills: names(all.flatMap((p) => p.skills.map((s) => s.id))),
    cardEffects: names(
      all.flatMap((p) =>
        p.equipment.flatMap((c) => [
          ...(c.traits ?? []),
          ...(c.skills ?? []).map((s) => s.split(":")[0] ?? s),
          ...(c.enchantment ? [c.enchantment] : []),
        ]),
      ),
    ),
    zombieTypes: names(all.flatMap((p) => p.zombieTypes.map((t) => t.id))),
  };
  return (profile) => (profile === "black-plague" ? implemented : undefined);
}

const level = (card: SpawnCard | undefined, l: "blue" | "yellow" | "orange" | "red") =>
  card?.kind === "mixed" ? card.lines[l] : "not a mixed card";

describe("content/black-plague", () => {
  it("has the six survivors with the skill trees of their ID cards and their Body slots", () => {
    const { bp } = load();
    expect(bp.manifest.game === "zombicide" && bp.manifest.ruleProfile).toBe("black-plague");
    expect(bp.survivors.map((s) => s.id)).toEqual(["ann", "baldric", "clovis", "nelly", "samson", "silas"]);
    const ann = bp.survivors[0];
    expect(ann?.skills).toEqual({
      blue: ["bloodlust:melee"],
      yellow: ["plus-1-action"],
      orange: ["plus-1-free-action:magic", "plus-1-free-action:melee"],
      red: ["plus-1-free-action:combat", "plus-1-to-dice-roll:combat", "roll-6-plus-1-die:combat"],
    });
    expect(bp.survivors.map((s) => s.bodySlot)).toEqual([
      "dagger",
      "sword",
      "shield",
      "dagger",
      "shield",
      "sword",
    ]);
    expect(bp.survivors.every((s) => s.health === 3 && s.skills.yellow[0] === "plus-1-action")).toBe(true);
    expect(bp.survivors.find((s) => s.id === "samson")?.skills.blue).toEqual(["iron-hide"]);
  });

  it("has the Zombie deck #001-#054 of the data file: one zombie type per level, Necromancers, Double Spawns", () => {
    const { bp } = load();
    expect(bp.spawnCards.map((c) => c.id)).toEqual(
      Array.from({ length: 54 }, (_, i) => String(i + 1).padStart(3, "0")),
    );
    const kinds = bp.spawnCards.reduce<Record<string, number>>((n, c) => {
      n[c.kind] = (n[c.kind] ?? 0) + 1;
      return n;
    }, {});
    expect(kinds).toEqual({
      mixed: 36,
      "extra-activation": 4,
      necromancer: 6,
      "double-spawn": 8,
    });
    const byId = (id: string) => bp.spawnCards.find((c) => c.id === id);
    // #001: nothing on Blue, 2 Runners on Yellow, 5 Walkers on Orange, 2 Fatties on Red (reference §10).
    expect(["blue", "yellow", "orange", "red"].map((l) => level(byId("001"), l as "blue"))).toEqual([
      null,
      { zombie: "runner", count: 2 },
      { zombie: "walker", count: 5 },
      { zombie: "fatty", count: 2 },
    ]);
    expect(level(byId("013"), "blue")).toEqual({ zombie: "abomination", count: 1 });
    // #025-#036 repeat #013-#024 in every transcription, and say they are unverified.
    for (let i = 25; i <= 36; i++) {
      const card = byId(String(i).padStart(3, "0"));
      const twin = byId(String(i - 12).padStart(3, "0"));
      expect(card?.kind === "mixed" && twin?.kind === "mixed" && card.lines).toEqual(
        twin?.kind === "mixed" && twin.lines,
      );
      expect(card?.unverified).toBe(true);
    }
    expect(byId("037")).toMatchObject({
      kind: "extra-activation",
      zombie: "walker",
      activates: { blue: false, yellow: true, orange: true, red: true },
    });
    expect(byId("041")).toMatchObject({ kind: "necromancer", zombie: "necromancer" });
    expect(byId("047")).toMatchObject({ id: "047", kind: "double-spawn" });
    // The deck comes from MIT-licensed data: its notice and licence stay beside it.
    for (const pack of ["black-plague", "wulfsburg"])
      for (const f of ["LICENSE-zombie-deck.txt", "NOTICE-zombie-deck.md"])
        expect(existsSync(join(REPO_ROOT, "content", pack, f)), `${pack}/${f}`).toBe(true);
  });

  it("has weapons, combat spells, enchantments, armour, Dragon Bile and Torch, and the Vault artefacts", () => {
    const { bp } = load();
    const card = (id: string) => bp.equipment.find((c) => c.id === id);
    expect(card("fireball")).toMatchObject({
      spell: "combat",
      attacks: [{ mode: "ranged", range: [0, 1], dice: 3 }],
    });
    expect(card("healing")).toMatchObject({ spell: "enchantment", enchantment: "healing" });
    expect(card("plate-armour")?.armour).toEqual({ value: 3 });
    expect(card("shield")?.armour).toEqual({ value: 4, shield: true });
    expect(card("dragon-bile")?.traits).toEqual(["dragon-bile"]);
    // The Torch is no weapon: it lights a Bile token with the Dragon Fire command (its trait), never as a Molotov.
    expect(card("torch")?.traits).toEqual(["torch"]);
    expect(card("torch")?.attacks).toBeUndefined();
    // The Hand Crossbow's range and dice are the rulebook's example (0-1, 2 dice), not an adaptation's 0-3.
    expect(card("hand-crossbow")?.attacks?.[0]).toMatchObject({ range: [0, 1], dice: 2 });
    expect(card("orcish-crossbow")?.attacks?.map((a) => a.mode)).toEqual(["ranged", "melee"]);
    expect(bp.decks.vault).toEqual([
      { card: "orcish-crossbow", count: 1 },
      { card: "inferno", count: 1 },
    ]);
    expect(card("sword")?.door).toEqual({ noisy: true, roll: 3 });
    // Values from adaptations are marked: every weapon and spell but the rulebook-fixed items is unverified.
    expect(bp.equipment.filter((c) => !c.unverified).map((c) => c.id)).toEqual(["dragon-bile", "torch"]);
  });

  it("ships stand-in tiles 1R-9V and three quests of Horda's on them", () => {
    const { bp } = load();
    expect(bp.tiles.map((t) => t.id).sort()).toHaveLength(18);
    expect(bp.tiles.every((t) => t.standIn && t.status === "unverified")).toBe(true);
    expect(bp.missions.map((m) => m.id).sort()).toEqual([
      "bp-embers",
      "bp-necromancer-hunt",
      "bp-sealed-vault",
    ]);
    for (const m of bp.missions) {
      expect(m.ruleProfile).toBe("black-plague");
      expect(m.map.tiles.every((t) => t.tile.startsWith("black-plague/"))).toBe(true);
    }
  });
});

describe("content/wulfsburg", () => {
  it("extends Black Plague with four survivors, Wolfz cards #055-#062, its equipment and tower tiles", () => {
    const { w } = load();
    expect(w.manifest.extends).toEqual(["black-plague"]);
    expect(w.survivors.map((s) => s.id)).toEqual(["theo", "ariane", "morrigan", "karl"]);
    expect(w.survivors.find((s) => s.id === "karl")?.bodySlot).toBe("fireball");
    expect(w.spawnCards.map((c) => c.id)).toEqual(["055", "056", "057", "058", "059", "060", "061", "062"]);
    expect(level(w.spawnCards[6], "blue")).toBeNull();
    expect(level(w.spawnCards[6], "red")).toEqual({ zombie: "wolfbomination", count: 1 });
    expect(w.zombieTypes.map((t) => [t.id, t.actions, t.ignoresArmour ?? false])).toEqual([
      ["wolfz", 3, false],
      ["wolfbomination", 3, true],
    ]);
    const count = (deck: keyof typeof w.decks) => (w.decks[deck] ?? []).reduce((n, e) => n + e.count, 0);
    expect(count("equipment") + count("starting")).toBe(22);
    expect(w.equipment.find((c) => c.id === "storm-bow")?.minDangerLevel).toBe("yellow");
    expect(w.tiles.map((t) => t.id).sort()).toEqual(["10R", "10V", "11R", "11V"]);
    for (const t of w.tiles) {
      expect(t.standIn).toBe(true);
      expect(t.zoneFlags.t).toEqual(["tower"]);
      expect(t.edges.some((e) => e.kind === "rampart")).toBe(true);
    }
  });

  it("ships a tower quest of Horda's: the tower tile below a Black Plague tile, a red Objective in the tower yard", () => {
    const { w } = load();
    expect(w.missions.map((m) => m.id)).toEqual(["wb-wolf-watch"]);
    const m = w.missions[0];
    expect(m?.ruleProfile).toBe("black-plague");
    expect(m?.decks.boxes).toEqual(["black-plague", "wulfsburg"]);
    expect(m?.map.tiles.map((t) => t.tile)).toEqual(["black-plague/2R", "wulfsburg/10V"]);
    // 10V's tower yard covers cells 3-6 x 3-6 of the tile, placed at y 10.
    const tower = m?.map.tokens.find((t) => t.kind === "objective" && t.id === "red-tower");
    expect(tower && tower.x >= 3 && tower.x <= 6 && tower.y >= 13 && tower.y <= 16).toBe(true);
    expect(m?.briefing?.en).toContain("tower");
    expect(m?.briefing?.["pt-BR"]).toContain("torre");
    expect(m?.unverified).toBe(true);
  });
});

describe("the Black Plague packs against an engine catalogue", () => {
  it("loads whole when the engine plays everything they name", () => {
    const { bp, w } = load(records(), catalogue());
    expect(bp.refused).toBeUndefined();
    expect(w.refused).toBeUndefined();
  });

  it("says, with file and path, that the engine lacks the profile", () => {
    const r = loadPacks(records(), { rules: () => undefined });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.map(formatContentError)).toContain(
      `${BP}/pack.json: $.ruleProfile: the engine has no rule profile "black-plague"`,
    );
  });

  it("refuses a survivor whose skill the engine lacks instead of failing the pack", () => {
    // Every survivor plays today; an engine without Spellbook refuses Baldric when the pack says it awaits it.
    const awaiting = editJson(
      editJson(records(), `${BP}/skills.json`, (d) => {
        const skill = d.skills.find((x: { id: string }) => x.id === "spellbook");
        skill.awaits = ["spellbook"];
      }),
      `${BP}/survivors.json`,
      (d) => {
        d.survivors[1].awaits = ["spellbook"];
      },
    );
    const { bp } = load(awaiting, catalogue(["spellbook"]));
    expect(bp.survivors.map((s) => s.id)).not.toContain("baldric");
    expect((bp.refused ?? []).map(formatContentError)).toContain(
      `${BP}/survivors.json: $.survivors[1].skills.orange[1]: skill "spellbook" is implemented by no rule module of profile "black-plague", so survivor "baldric" is not offered; refused until the engine has spellbook`,
    );
  });

  it("fails the pack when a skill the engine lacks is not marked as awaited", () => {
    const r = loadPacks(records(), { rules: catalogue(["spellbook"]) });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error.map(formatContentError)).toContain(
        `${BP}/survivors.json: $.survivors[1].skills.orange[1]: skill "spellbook" is implemented by no rule module of profile "black-plague", so survivor "baldric" is not offered`,
      );
  });

  it("leaves out an enchantment the engine does not play", () => {
    const awaiting = editJson(records(), `${BP}/equipment.json`, (d) => {
      const card = d.cards.find((x: { id: string }) => x.id === "repulse");
      card.awaits = ["repulse"];
    });
    const { bp } = load(awaiting, catalogue(["repulse"]));
    expect(bp.equipment.map((c) => c.id)).not.toContain("repulse");
  });
});

describe("bad Black Plague packs say what is wrong and where", () => {
  it("a Necromancer card naming a zombie type that does not flee", () => {
    const recs = editJson(records(), `${BP}/spawn-cards.json`, (d) => {
      d.cards[40].zombie = "walker";
    });
    expect(errorLines(recs)).toContain(
      `${BP}/spawn-cards.json: $.cards[40].zombie: Necromancer card #041 names zombie type "walker", which does not flee (no "flees": true): not a Necromancer`,
    );
  });

  it("an unknown zombie type on one level of a card", () => {
    const recs = editJson(records(), `${W}/spawn-cards.json`, (d) => {
      d.cards[0].lines.yellow.zombie = "werewolf";
    });
    expect(errorLines(recs)).toContain(
      `${W}/spawn-cards.json: $.cards[0].lines.yellow.zombie: unknown zombie type "werewolf"`,
    );
  });

  it("a Body slot naming no card", () => {
    const recs = editJson(records(), `${BP}/survivors.json`, (d) => {
      d.survivors[0].bodySlot = "rapier";
    });
    expect(errorLines(recs)).toContain(
      `${BP}/survivors.json: $.survivors[0].bodySlot: survivor "ann" has body slot "rapier", which is not a defined card`,
    );
  });

  it("an enchantment with no effect, a combat spell with no ranged attack", () => {
    const recs = editJson(records(), `${BP}/equipment.json`, (d) => {
      const healing = d.cards.find((c: { id: string }) => c.id === "healing");
      delete healing.enchantment;
      const fireball = d.cards.find((c: { id: string }) => c.id === "fireball");
      fireball.attacks[0].mode = "melee";
    });
    const lines = errorLines(recs);
    expect(
      lines.some((l) => l.startsWith(`${BP}/equipment.json: $.cards[`) && l.includes("enchantment")),
    ).toBe(true);
    expect(lines.some((l) => l.includes("a combat spell") && l.includes(".attacks"))).toBe(true);
  });

  it("a door roll off the die, and a card level with zero zombies", () => {
    let recs = editJson(records(), `${BP}/equipment.json`, (d) => {
      d.cards[0].door.roll = 7;
    });
    recs = editJson(recs, `${BP}/spawn-cards.json`, (d) => {
      d.cards[0].lines.yellow.count = 0;
    });
    const lines = errorLines(recs);
    expect(lines.some((l) => l.startsWith(`${BP}/equipment.json: $.cards[0].door.roll:`))).toBe(true);
    expect(lines.some((l) => l.startsWith(`${BP}/spawn-cards.json: $.cards[0].lines.yellow.count:`))).toBe(
      true,
    );
  });
});
