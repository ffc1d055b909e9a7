import { compileMap, implementedNames } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { blackPlaguePacks } from "../../../src/black-plague/bp-packs.ts";
import { blackPlaguePageData } from "../../../src/black-plague/page-data.ts";
import { bundledPacks } from "../../../src/table/content/packs.ts";

// The Black Plague page's data: the family's packs (content/black-plague, content/wulfsburg) as the page shows
// them, in both languages, and whether a quest can start on the table.
const loaded = blackPlaguePacks();
if (!loaded.ok) throw new Error(loaded.errors.join("\n"));
const playable = loaded.played !== null;
const en = blackPlaguePageData(loaded.packs, loaded.played, "en");
const pt = blackPlaguePageData(loaded.packs, loaded.played, "pt-BR");

describe("the Black Plague page data", () => {
  it("is playable exactly when the engine has the black-plague profile", () => {
    expect(playable).toBe(implementedNames("black-plague") !== undefined);
    expect(en.playable).toBe(playable);
    const embers = en.quests.find((q) => q.id === "bp-embers");
    expect(embers?.start).toBe(playable ? "/new?playable=mission%3Abp-embers" : null);
  });

  it("lists the ten survivors, base box first, with skill trees in words and Body slots", () => {
    expect(en.boxes.map((b) => b.id)).toEqual(["black-plague", "wulfsburg"]);
    expect(en.survivors.map((s) => s.id)).toEqual([
      "ann",
      "baldric",
      "clovis",
      "nelly",
      "samson",
      "silas",
      "theo",
      "ariane",
      "morrigan",
      "karl",
    ]);
    const ann = en.survivors[0];
    expect(ann?.skills.blue).toEqual(["Bloodlust: Melee"]);
    expect(ann?.skills.orange).toEqual(["+1 free Magic Action", "+1 free Melee Action"]);
    expect(ann?.bodySlot).toBe("Dagger");
    expect(pt.survivors[0]?.skills.orange).toEqual([
      "+1 Ação de Magia grátis",
      "+1 Ação de Corpo a corpo grátis",
    ]);
    expect(pt.survivors[0]?.bodySlot).toBe("Adaga");
    expect(en.survivors.find((s) => s.id === "karl")?.bodySlot).toBe("Fireball");
    // A survivor the engine's profile refuses is still shown, marked as waiting for its rules.
    const offered = new Set(Object.values(loaded.played ?? {}).flatMap((p) => p.survivors.map((s) => s.id)));
    for (const s of en.survivors) expect(s.waiting, s.id).toBe(playable && !offered.has(s.id));
  });

  it("shows the spells and armour a dashboard can hold", () => {
    const fireball = en.spells.find((c) => c.id === "fireball");
    expect(fireball).toMatchObject({
      kind: "Combat spell",
      stats: ["Range 0-1 · 3 dice 4+ · Damage 1"],
      dual: true,
    });
    expect(en.spells.find((c) => c.id === "healing")?.kind).toBe("Enchantment");
    expect(en.spells.find((c) => c.id === "lightning-bolt")?.stats).toEqual([
      "Range 0-3 · 1 die 4+ · Damage 1",
    ]);
    expect(pt.spells.find((c) => c.id === "lightning-bolt")?.stats).toEqual([
      "Alcance 0-3 · 1 dado 4+ · Dano 1",
    ]);
    expect(en.armour.map((c) => [c.id, c.kind])).toContainEqual(["plate-armour", "Armour 3+"]);
    expect(pt.armour.map((c) => [c.id, c.kind])).toContainEqual(["shield", "Escudo 4+"]);
    expect(en.spells.find((c) => c.id === "chain-lightning")?.stats).toEqual([
      "Range 0-1 · 3 dice 5+ · Damage 1",
    ]);
  });

  it("lists the decks, the Zombie decks and the zombies by targeting priority", () => {
    expect(en.decks.map((d) => `${d.box}/${d.deck}`)).toEqual([
      "black-plague/starting",
      "black-plague/equipment",
      "black-plague/vault",
      "wulfsburg/starting",
      "wulfsburg/equipment",
    ]);
    expect(en.decks[2]?.cards.map((c) => c.name)).toEqual(["Orcish Crossbow", "Inferno"]);
    expect(pt.decks[2]?.cards.map((c) => c.name)).toEqual(["Besta Orc", "Inferno"]);
    expect(en.zombieDecks).toEqual([
      {
        box: "black-plague",
        total: 54,
        kinds: { mixed: 36, "extra-activation": 4, necromancer: 6, "double-spawn": 8 },
      },
      { box: "wulfsburg", total: 8, kinds: { mixed: 8 } },
    ]);
    expect(en.zombies.map((z) => z.id)).toEqual([
      "walker",
      "fatty",
      "abomination",
      "wolfbomination",
      "runner",
      "wolfz",
      "necromancer",
    ]);
    expect(en.zombies.find((z) => z.id === "necromancer")?.flees).toBe(true);
  });

  it("offers Horda's quests, whose maps compile on the stand-in tiles", () => {
    expect(en.quests.map((q) => q.id)).toEqual([
      "bp-embers",
      "bp-necromancer-hunt",
      "bp-sealed-vault",
      "wb-wolf-watch",
    ]);
    expect(pt.quests[0]?.name).toBe("Brasas na Encruzilhada");
    expect(en.quests.find((q) => q.id === "wb-wolf-watch")?.box).toBe("wulfsburg");
    const boxes = ["black-plague", "wulfsburg"].map((id) => ({ id, pack: loaded.packs[id] }));
    const tiles = new Map(
      boxes.flatMap(({ id, pack }) => (pack?.tiles ?? []).map((t) => [`${id}/${t.id}`, t] as const)),
    );
    for (const m of boxes.flatMap(({ pack }) => pack?.missions ?? [])) {
      const board = compileMap(m.map, tiles);
      expect(board.ok, m.id).toBe(true);
    }
  });

  it("keeps the table's packs loading whether or not the engine plays Black Plague", () => {
    const table = bundledPacks();
    expect(table.ok).toBe(true);
    if (!table.ok) return;
    expect("black-plague" in table.packs).toBe(playable);
    expect("core2e" in table.packs).toBe(true);
  });
});
