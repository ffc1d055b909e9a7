// Survivor names from the bundled packs (content/*/survivors.json), for demo pieces.
const survivorFiles = import.meta.glob<{ survivors?: { id: string; names: Record<string, string> }[] }>(
  "../../../../content/*/survivors.json",
  { import: "default", eager: true },
);

export function bundledSurvivorNames(language: string): string[] {
  const out: string[] = [];
  for (const file of Object.values(survivorFiles)) {
    for (const s of file.survivors ?? []) out.push(s.names[language] ?? s.names.en ?? s.id);
  }
  return out;
}
