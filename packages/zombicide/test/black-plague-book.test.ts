import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { missionFileSchema, parseTileText, type TileFace } from "@horda/content";
import {
  citeRule,
  profileById,
  survivorCatalogFromPacks,
  type ZombicideConfig,
  zombicide,
  zombieCatalogFromPacks,
} from "@horda/zombicide";
import { loadContentPacks } from "@horda/zombicide/node";
import { describe, expect, it } from "vitest";

// Issue 16: a Black Plague game cites the Black Plague book (the reference's sections), never the 2E one, in its
// refusals, its events and its pending decisions; a 2E game still cites the 2E book.
const root = fileURLToPath(new URL("../../../", import.meta.url));
const packs = loadContentPacks(`${root}content`, "wulfsburg");
const BOXES = ["black-plague", "wulfsburg"];

function tiles(): Record<string, TileFace> {
  const dir = `${root}content/black-plague/tiles/`;
  const out: Record<string, TileFace> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".tile"))) {
    const parsed = parseTileText(readFileSync(dir + file, "utf8"), file);
    if (parsed.ok) out[`black-plague/${parsed.value.id}`] = parsed.value;
  }
  return out;
}

function sealedVault(): ZombicideConfig {
  const raw = readFileSync(`${root}content/black-plague/missions/bp-sealed-vault.mission.json`, "utf8");
  const mission = missionFileSchema.parse(JSON.parse(raw));
  return {
    map: mission.map,
    mission,
    tiles: tiles(),
    seats: ["p1"],
    survivors: [{ id: "ann", seat: "p1" }],
    survivorCatalog: survivorCatalogFromPacks(packs, BOXES),
    zombieCatalog: zombieCatalogFromPacks(packs, BOXES),
    startingDeal: true,
  };
}

describe("the rulebook a Black Plague game cites", () => {
  const bp = profileById("black-plague");
  const core = profileById("2e");
  if (!bp || !core) throw new Error("profiles");

  it("turns the core rules' citations into the Black Plague book's sections", () => {
    expect(citeRule(bp, "core-2e §5 Search (building Zone, no Zombies, once per Turn)")).toMatch(
      /^black-plague §4 Search .*not a Vault/,
    );
    expect(citeRule(bp, "core-2e §9 Adrenaline (1 AP per zombie, 5 per Abomination or Objective)")).toMatch(
      /^black-plague §12 Experience/,
    );
    // A core rule with no entry: §21 (what Black Plague keeps from 2E), the 2E rule after it.
    expect(citeRule(bp, "core-2e §7 Something new (?)")).toBe(
      "black-plague §21 (unchanged from 2E): core-2e §7 Something new",
    );
    // The book's own citations, and other books', stay as they are; 2E cites 2E.
    expect(citeRule(bp, "black-plague §16 Vaults")).toBe("black-plague §16 Vaults");
    expect(citeRule(core, "core-2e §5 Search (x)")).toBe("core-2e §5 Search (x)");
  });

  it("cites the Black Plague book in a refusal and in the events of a played game", () => {
    const setup = zombicide.setup(sealedVault(), "book");
    expect(setup.ok).toBe(true);
    if (!setup.ok) return;
    const state = setup.value;
    const ann = state.survivors[0];
    if (!ann) throw new Error("no Ann");
    // Somewhere Ann cannot go in one Move: the refusal names the Black Plague book's section.
    const far = zombicide.apply(state, "p1", { type: "move", survivor: "ann", to: "Z1" } as never);
    expect(far.ok).toBe(false);
    if (!far.ok) expect(far.error.rule).toMatch(/^black-plague §/);
    const move = zombicide.legal(state, "p1").find((c) => c.type === "move");
    expect(move).toBeDefined();
    const moved = zombicide.apply(state, "p1", move as never);
    expect(moved.ok).toBe(true);
    if (!moved.ok) return;
    const rules = moved.value.events.flatMap((e) => ("rule" in e ? [String(e.rule)] : []));
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.filter((r) => r.startsWith("core-2e"))).toEqual([]);
    expect(rules.some((r) => r.startsWith("black-plague §"))).toBe(true);
  });
});
