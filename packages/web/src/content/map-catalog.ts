import { type MapFile, type MapFileError, parseMapText } from "@horda/content";

// Maps shipped with the repository (the engine's scenario maps and the web app's own showcase maps),
// bundled as text and validated in the browser.
const mapTexts = import.meta.glob<string>(
  ["../../../zombicide/scenarios/maps/*.map.json", "../demo/maps/*.map.json"],
  { query: "?raw", import: "default", eager: true },
);

export interface CatalogEntry {
  readonly id: string;
  readonly source: string;
  readonly map: MapFile | null;
  readonly errors: readonly MapFileError[];
}

/** Parses map files given as path → text, sorted by id; a broken file stays listed with its errors. */
export function parseMapFiles(files: Readonly<Record<string, string>>): CatalogEntry[] {
  return Object.entries(files)
    .map(([path, text]): CatalogEntry => {
      const source = path.slice(path.lastIndexOf("/") + 1);
      const parsed = parseMapText(text, source);
      if (parsed.ok) return { id: parsed.value.id, source, map: parsed.value, errors: [] };
      return { id: source.replace(/\.map\.json$/, ""), source, map: null, errors: parsed.error };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

let cached: CatalogEntry[] | null = null;

export function bundledMaps(): readonly CatalogEntry[] {
  cached ??= parseMapFiles(mapTexts);
  return cached;
}

export function findMap(id: string): CatalogEntry | undefined {
  return bundledMaps().find((m) => m.id === id);
}
