import { type ContentError, contentError } from "./content-error.ts";
import type { LoadedPack } from "./loaded-pack.ts";

/** Every locale of a pack must give the same keys, so no language silently lacks a string. */
export function checkLocales(pack: LoadedPack): ContentError[] {
  const entries = Object.entries(pack.locales);
  const allKeys = new Set(entries.flatMap(([, strings]) => Object.keys(strings ?? {})));
  const errors: ContentError[] = [];
  for (const [locale, strings] of entries) {
    const missing = [...allKeys].filter((k) => !(strings && k in strings)).sort();
    const file = pack.sources.locales[locale as keyof typeof pack.sources.locales] ?? pack.sources.pack;
    for (const key of missing) {
      errors.push(
        contentError(file, `missing string "${key}" (another locale of the pack has it)`, {
          path: "$.strings",
        }),
      );
    }
  }
  return errors;
}
