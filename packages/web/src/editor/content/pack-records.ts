import type { FileRecord } from "@horda/content";

// Every pack file under content/ as loader records, so the user pack is checked against its real bases.
const texts = import.meta.glob<string>(
  ["../../../../../content/*/**/*.json", "../../../../../content/*/**/*.tile"],
  {
    query: "?raw",
    import: "default",
    eager: true,
  },
);

let cached: FileRecord[] | null = null;

/** The bundled packs' files as `{ path: "content/<pack>/...", text }`. */
export function bundledPackRecords(): readonly FileRecord[] {
  cached ??= Object.entries(texts).map(([path, text]) => ({
    path: path.slice(path.indexOf("content/")),
    text,
  }));
  return cached;
}
