import { type FileRecord, loadPacks, type PackSet } from "@horda/content";
import { implementedNames } from "@horda/zombicide";

// Every data file of every pack under content/ (JSON and tile text), bundled as text for the table.
const texts = import.meta.glob<string>(
  ["../../../../../content/*/**/*.json", "../../../../../content/*/**/*.tile"],
  {
    query: "?raw",
    import: "default",
    eager: true,
  },
);

export type LoadedPacks =
  | { readonly ok: true; readonly packs: PackSet }
  | { readonly ok: false; readonly errors: readonly string[] };

/** The rule profile a pack.json text declares for a Zombicide content pack, or null for other files and games. */
export function zombicidePackProfile(text: string): string | null {
  try {
    const m = JSON.parse(text) as { schema?: unknown; game?: unknown; ruleProfile?: unknown };
    return m.schema === "horda.pack/1" && m.game === "zombicide" && typeof m.ruleProfile === "string"
      ? m.ruleProfile
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether the table loads a pack of this profile: only profiles the engine plays. A family whose profile the
 * engine lacks (Black Plague while its rules are being built) has its own page and loader (black-plague/).
 */
const tablePlays = (profile: string | null): boolean =>
  profile !== null && implementedNames(profile) !== undefined;

/** Turns glob paths into loader records named `content/<pack>/...`, then loads and checks the Zombicide packs. */
export function loadBundledPacks(files: Readonly<Record<string, string>>): LoadedPacks {
  const all: FileRecord[] = Object.entries(files).map(([path, text]) => ({
    path: path.slice(path.indexOf("content/")),
    text,
  }));
  const roots = all
    .filter((r) => r.path.endsWith("/pack.json") && tablePlays(zombicidePackProfile(r.text)))
    .map((r) => r.path.slice(0, -"pack.json".length));
  const records = all.filter((r) => roots.some((root) => r.path.startsWith(root)));
  // The engine tells which skills, card effects and zombie types its rule modules implement.
  const result = loadPacks(records, { rules: implementedNames });
  return result.ok
    ? { ok: true, packs: result.value }
    : { ok: false, errors: result.error.map((e) => `${e.file}: ${e.message}`) };
}

let cached: LoadedPacks | null = null;

/** The bundled content packs, loaded once. */
export function bundledPacks(): LoadedPacks {
  cached ??= loadBundledPacks(texts);
  return cached;
}
