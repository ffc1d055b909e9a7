import { parseTileText, type TileFace, type TileTextError } from "@horda/content";
import type { TileLibrary } from "@horda/zombicide";

// Every tile face of every pack under content/, bundled as text and parsed in the browser.
const tileTexts = import.meta.glob<string>("../../../../content/*/tiles/*.tile", {
  query: "?raw",
  import: "default",
  eager: true,
});

export interface LoadedTiles {
  /** Faces by pack-qualified id ("core2e/1R"). */
  readonly library: TileLibrary;
  readonly errors: readonly TileTextError[];
}

/** Parses tile files given as path → text; the pack is the folder above `tiles/`. */
export function parseTileFiles(files: Readonly<Record<string, string>>): LoadedTiles {
  const library = new Map<string, TileFace>();
  const errors: TileTextError[] = [];
  for (const [path, text] of Object.entries(files)) {
    const m = /([^/]+)\/tiles\/([^/]+)$/.exec(path);
    const pack = m?.[1] ?? "unknown";
    const source = `${pack}/tiles/${m?.[2] ?? path}`;
    const parsed = parseTileText(text, source);
    if (parsed.ok) library.set(`${pack}/${parsed.value.id}`, parsed.value);
    else errors.push(...parsed.error);
  }
  return { library, errors };
}

let cached: LoadedTiles | null = null;

/** The bundled tile library, parsed once. */
export function bundledTiles(): LoadedTiles {
  cached ??= parseTileFiles(tileTexts);
  return cached;
}
