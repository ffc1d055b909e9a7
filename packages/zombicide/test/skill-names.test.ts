import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Issue 11: no core file outside a skill's module names that skill. A skill lives in
// src/modules/skills/<skill>/; the profile (src/profiles/) and the catalogue (src/modules/catalogue.ts) list
// the modules by name. Every other file of src/ is core and must not spell a core2e skill id.
const repo = fileURLToPath(new URL("../../../", import.meta.url));
const src = fileURLToPath(new URL("../src/", import.meta.url));

/**
 * Core files that still name a skill, with the skills they name: the known work left (docs/rule-modules.md,
 * "Where the skills still reach the core"). The list may only shrink: an entry that no longer offends fails
 * the test too, so it is removed when its file is moved.
 */
const REMAINING: Readonly<Record<string, readonly string[]>> = {
  "game/actions/move.ts": ["slippery"],
  "game/errors.ts": ["slippery"],
  "game/skills/free-actions.ts": [
    "plus-1-free-action",
    "blitz",
    "bloodlust",
    "break-in",
    "dual-expert",
    "hit-and-run",
  ],
  "game/skills/paths.ts": ["slippery"],
  "game/skills/rules.ts": [
    "blitz",
    "bloodlust",
    "charge",
    "destiny",
    "distributor",
    "escalation",
    "jump",
    "lifesaver",
    "medic",
    "shove",
    "sidestep",
    "sprint",
  ],
  "game/skills/support-actions.ts": ["field-medic", "lifesaver", "medic", "shove", "slippery"],
};

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
    path.startsWith("modules/skills/") || path.startsWith("profiles/") || path === "modules/catalogue.ts"
  );
}

/** The core files of src/ that spell a skill id (as a whole word: "medic" is not "field-medic"). */
function offenders(): Record<string, string[]> {
  const ids = skillIds();
  const found: Record<string, string[]> = {};
  for (const file of sources(src)) {
    const path = relative(src, file).split("\\").join("/");
    if (isModuleOrProfile(path)) continue;
    const text = readFileSync(file, "utf8");
    const named = ids.filter((id) => new RegExp(`(?<![\\w-])${id}(?![\\w-])`).test(text));
    if (named.length > 0) found[path] = named;
  }
  return found;
}

describe("skills live in their modules", () => {
  it("reads the core2e skills it looks for", () => {
    expect(skillIds()).toEqual(expect.arrayContaining(["reaper", "lucky", "plus-1-die", "sniper"]));
  });

  it("no core file names a skill, except the known remaining ones listed here", () => {
    const found = offenders();
    const unexpected = Object.entries(found)
      .map(([path, named]) => [path, named.filter((id) => !(REMAINING[path] ?? []).includes(id))] as const)
      .filter(([, named]) => named.length > 0)
      .map(([path, named]) => `${path}: ${named.join(", ")}`);
    expect(unexpected, "core files naming a skill outside its module").toEqual([]);
  });

  it("keeps the list of remaining ones true (a moved file leaves it)", () => {
    const found = offenders();
    const stale = Object.entries(REMAINING)
      .map(([path, named]) => [path, named.filter((id) => !(found[path] ?? []).includes(id))] as const)
      .filter(([, named]) => named.length > 0)
      .map(([path, named]) => `${path}: ${named.join(", ")}`);
    expect(stale, "entries of REMAINING that no longer name the skill").toEqual([]);
  });
});
