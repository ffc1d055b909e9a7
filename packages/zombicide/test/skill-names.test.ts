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

function skillIds(): string[] {
  const file = JSON.parse(readFileSync(join(repo, "content/core2e/skills.json"), "utf8")) as {
    skills: { id: string }[];
  };
  return file.skills.map((s) => s.id);
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
function offenders(): Record<string, string[]> {
  const ids = skillIds();
  const found: Record<string, string[]> = {};
  for (const file of sources(src)) {
    const path = relative(src, file).split("\\").join("/");
    if (isModuleOrProfile(path)) continue;
    const named = namedIn(readFileSync(file, "utf8"), ids);
    if (named.length > 0) found[path] = named;
  }
  return found;
}

describe("skills live in their modules", () => {
  it("reads the core2e skills it looks for", () => {
    expect(skillIds()).toEqual(expect.arrayContaining(["reaper", "lucky", "plus-1-die", "sniper"]));
  });

  it("no core file names a skill", () => {
    const named = Object.entries(offenders()).map(([path, ids]) => `${path}: ${ids.join(", ")}`);
    expect(named, "core files naming a skill outside its module").toEqual([]);
  });

  it("finds a skill named in a file (the check itself works)", () => {
    const text = 'if (hasSkill(s, "sniper")) return 1; // then field-medic, not medic-like words';
    expect(namedIn(text, ["sniper", "field-medic", "medic", "taunt"])).toEqual(["sniper", "field-medic"]);
  });
});
