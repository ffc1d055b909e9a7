import { readdirSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { citeRule, parseScenarioText, profileById, runScenario } from "@horda/zombicide";
import { loadContentPacks } from "@horda/zombicide/node";
import { describe, expect, it } from "vitest";

// A classic (Season 1) game cites the Season 1 book (the reference's sections) where its rule differs from 2E
// or sits elsewhere; the rest is cited as played as in 2E. A 2E game still cites the 2E book.
const src = fileURLToPath(new URL("../src/", import.meta.url));
const packs = loadContentPacks(fileURLToPath(new URL("../../../content", import.meta.url)));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = `${dir}${name}`;
    if (statSync(path).isDirectory()) return sources(`${path}/`);
    return name.endsWith(".ts") ? [path] : [];
  });
}

/** Every core citation the engine's rules and modules write (their `rule:` strings and rule constants). */
function coreCitations(): string[] {
  const found = new Set<string>();
  for (const file of [...sources(`${src}game/`), ...sources(`${src}modules/`)])
    for (const m of readFileSync(file, "utf8").matchAll(/"(core-2e §[^"]+)"/g)) found.add(m[1] as string);
  return [...found];
}

const drive = (expected: Record<string, string>) => `scenario: horda.scenario/1
name: "Phil drives 2 Zones"
rule: "classic §7 Drive"
profile: classic
board: |
  grid:
    abc
zombieTypes:
  - { id: walker, names: { en: Walker, pt-BR: Lerdo }, actions: 1, damageToKill: 1, molotovKills: true, adrenaline: 1, woundsPerAttack: 1, targetingPriority: 1 }
pools: { walker: 40 }
cars:
  - { id: police, type: police, zone: a, driver: phil }
survivors:
  - { id: phil, zone: a }
zombies:
  - { type: walker, zone: b }
dice: [6]
commands:
  - do: { type: drive, survivor: phil, path: [b, c] }
expect:
  events:
    - { type: CarDriven, car: police, from: a, to: b, rule: ${JSON.stringify(expected.drive)} }
    - { type: CarRanOver, zone: b, miniatures: 1, rule: ${JSON.stringify(expected.attack)} }
`;

describe("the rulebook a classic game cites", () => {
  const classic = profileById("classic");
  const core = profileById("2e");
  if (!classic?.book || !core) throw new Error("profiles");
  const book = classic.book;

  it("maps only beginnings of core citations the engine writes", () => {
    const cited = coreCitations();
    expect(cited.length).toBeGreaterThan(50);
    const unknown = Object.keys(book.cites).filter((start) => !cited.some((c) => c.startsWith(start)));
    expect(unknown).toEqual([]);
    for (const words of Object.values(book.cites)) expect(words).toMatch(/^classic §\d+[a-d]? /);
  });

  it("turns the core rules' citations into the Season 1 book's sections", () => {
    expect(
      citeRule(
        classic,
        "core-2e §5 Car Actions: Drive (Driver only, 1 Action; streets only; Slow 1 Zone, Fast 2 Zones without U-turn; silent)",
      ),
    ).toMatch(/^classic §7 Drive .*1 or 2 street Zones/);
    expect(
      citeRule(classic, "core-2e §6 Targeting Priority Order (Brute/Abomination, Walker, Runner)"),
    ).toMatch(/^classic §5d Targeting priority \(survivors in the zone first, then Walkers, Fatties/);
    expect(citeRule(classic, "core-2e §5 Spawning in buildings (Dark Zones, first opening)")).toMatch(
      /^classic §5c Building spawn .*every room/,
    );
    expect(
      citeRule(classic, "core-2e §1 Danger levels (Yellow 7, Orange 19, Red 43; skills act at once)"),
    ).toMatch(/^classic §3 Experience/);
    expect(citeRule(classic, "core-2e §8 Wounds (eliminated when the Wound Bar reaches the bottom)")).toMatch(
      /^classic §4 Wounds \(2 Wounded cards/,
    );
    // Food is not a Season 1 rule: it is not cited as the Experience section.
    expect(citeRule(classic, "core-2e §9 Adrenaline (consuming food gives AP)")).toBe(
      "classic (played as in 2E): core-2e §9 Adrenaline (consuming food gives AP)",
    );
    // A core rule with no entry is cited as played as in 2E, the 2E rule after it, without its "(?)".
    expect(citeRule(classic, "core-2e §3 Line of Sight (?)")).toBe(
      "classic (played as in 2E): core-2e §3 Line of Sight",
    );
    expect(citeRule(classic, "classic §7 Drive (x)")).toBe("classic §7 Drive (x)");
    expect(citeRule(core, "core-2e §5 Car Actions: Drive (x)")).toBe("core-2e §5 Car Actions: Drive (x)");
  });

  it("cites the Season 1 book for a classic game's drive and its car attack", () => {
    const run = (expected: Record<string, string>) => {
      const parsed = parseScenarioText(drive(expected), "classic-book.test");
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
      return runScenario(parsed.value, { tiles: new Map(), readFile: () => "", packs });
    };
    const classicWords = {
      drive: citeRule(classic, "core-2e §5 Car Actions: Drive"),
      attack:
        "classic §7 Car Attack (each miniature in the Zones left, crossed and reached, but those in the car: 1 die each, 4+, Damage 1, survivors first; XP to the Driver)",
    };
    expect(classicWords.drive).toMatch(/^classic §7 Drive/);
    expect(run(classicWords).failures).toEqual([]);
    // The 2E words are no longer what the game writes.
    const coreWords = {
      drive:
        "core-2e §5 Car Actions: Drive (Driver only, 1 Action; streets only; Slow 1 Zone, Fast 2 Zones without U-turn; silent)",
      attack: classicWords.attack,
    };
    const refused = run(coreWords).failures;
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(/CarDriven/);
  });
});
