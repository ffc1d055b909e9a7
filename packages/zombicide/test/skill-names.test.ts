import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Issue 11: no core file outside a skill's module names that skill. A skill lives in
// src/modules/skills/<skill>/; the profile (src/profiles/) and the catalogue (src/modules/catalogue.ts) list
// the modules by name, and a campaign box's data (src/campaign/boxes/) the skills it offers. Every other file
// of src/ is core and must not spell a core2e skill id.
const repo = fileURLToPath(new URL("../../../", import.meta.url));
const src = fileURLToPath(new URL("../src/", import.meta.url));

function skillFile(): { id: string; names: { en: string } }[] {
  return (
    JSON.parse(readFileSync(join(repo, "content/core2e/skills.json"), "utf8")) as {
      skills: { id: string; names: { en: string } }[];
    }
  ).skills;
}

function skillIds(): string[] {
  return skillFile().map((s) => s.id);
}

/**
 * The skills' English names as a comment would spell them ("Sniper", "Hit & run", "Search: 2 cards"), a
 * parameter left out ("+1 Damage: [Action]" is "+1 Damage"); names of two letters or fewer are left out.
 */
function skillNames(): string[] {
  return skillFile()
    .map((s) => s.names.en.replace(/:?\s*\[.*$/, "").trim())
    .filter((n) => n.length > 2);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The skill names `text` spells as whole words, case kept ("Tough" the skill, not "tough" the word). */
function displayNamedIn(text: string, names: readonly string[]): string[] {
  return names.filter((n) => new RegExp(`(?<![\\w-])${escapeRegExp(n)}(?![\\w-])`).test(text));
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith(".ts") ? [path] : [];
  });
}

function isModuleOrProfile(path: string): boolean {
  return (
    path.startsWith("modules/skills/") ||
    path.startsWith("profiles/") ||
    path === "modules/catalogue.ts" ||
    // A campaign box's data lists the skills it offers, as a profile lists its modules.
    path.startsWith("campaign/boxes/")
  );
}

/** The skill ids `text` spells as whole words ("medic" is not "field-medic"). */
function namedIn(text: string, ids: readonly string[]): string[] {
  return ids.filter((id) => new RegExp(`(?<![\\w-])${id}(?![\\w-])`).test(text));
}

/** The core files of src/ that spell a skill id (as a whole word: "medic" is not "field-medic"). */
function offenders(find: (text: string) => string[]): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const file of sources(src)) {
    const path = relative(src, file).split("\\").join("/");
    if (isModuleOrProfile(path)) continue;
    const named = find(readFileSync(file, "utf8"));
    if (named.length > 0) found[path] = named;
  }
  return found;
}

describe("skills live in their modules", () => {
  it("reads the core2e skills it looks for", () => {
    expect(skillIds()).toEqual(expect.arrayContaining(["reaper", "lucky", "plus-1-die", "sniper"]));
  });

  it("no core file names a skill", () => {
    const ids = skillIds();
    const named = Object.entries(offenders((text) => namedIn(text, ids))).map(
      ([path, found]) => `${path}: ${found.join(", ")}`,
    );
    expect(named, "core files naming a skill outside its module").toEqual([]);
  });

  // The spirit of the rule, for words too: a core comment says which hook or effect acts, not which skill.
  it("no core file's comments or words name a skill by its name", () => {
    const names = skillNames();
    const named = Object.entries(offenders((text) => displayNamedIn(text, names))).map(
      ([path, found]) => `${path}: ${found.join(", ")}`,
    );
    expect(named, "core files naming a skill outside its module").toEqual([]);
  });

  it("finds a skill's name in a comment (the check itself works)", () => {
    const text = "// Hit & run reads it; a tough call, not Toughness; Search: 2 cards";
    expect(displayNamedIn(text, ["Hit & run", "Tough", "Search: 2 cards", "Sniper"])).toEqual([
      "Hit & run",
      "Search: 2 cards",
    ]);
  });

  it("finds a skill named in a file (the check itself works)", () => {
    const text = 'if (hasSkill(s, "sniper")) return 1; // then field-medic, not medic-like words';
    expect(namedIn(text, ["sniper", "field-medic", "medic", "taunt"])).toEqual(["sniper", "field-medic"]);
  });
});
