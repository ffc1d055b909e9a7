import { type FileRecord, loadPacks, type PackSet } from "@horda/content";
import { implementedNames } from "@horda/zombicide";
import { zombicidePackProfile } from "../table/content/packs.ts";

/** The rule profile of the Black Plague family (content/black-plague, content/wulfsburg). */
export const BLACK_PLAGUE_PROFILE = "black-plague";

// Every data file of every pack under content/, bundled as text (the same files the table bundles).
const texts = import.meta.glob<string>(
  ["../../../../content/*/**/*.json", "../../../../content/*/**/*.tile"],
  { query: "?raw", import: "default", eager: true },
);

export type BlackPlaguePacks =
  | {
      readonly ok: true;
      /** Every entry of the packs, as data (what the page shows). */
      readonly packs: PackSet;
      /**
       * The packs as the engine's Black Plague profile loads them (entries it does not play yet refused), or null
       * while the engine has no such profile: then nothing can be started.
       */
      readonly played: PackSet | null;
    }
  | { readonly ok: false; readonly errors: readonly string[] };

/**
 * Loads the packs of the Black Plague profile from `content/<pack>/...` files. With the engine's profile they are
 * checked against what its rule modules implement (entries it lacks are refused); without it they load as data
 * only, for the page to show, and nothing can be started.
 */
export function loadBlackPlaguePacks(files: Readonly<Record<string, string>>): BlackPlaguePacks {
  const all: FileRecord[] = Object.entries(files).map(([path, text]) => ({
    path: path.slice(path.indexOf("content/")),
    text,
  }));
  const roots = all
    .filter((r) => r.path.endsWith("/pack.json") && zombicidePackProfile(r.text) === BLACK_PLAGUE_PROFILE)
    .map((r) => r.path.slice(0, -"pack.json".length));
  const records = all.filter((r) => roots.some((root) => r.path.startsWith(root)));
  const data = loadPacks(records);
  if (!data.ok) return { ok: false, errors: data.error.map((e) => `${e.file}: ${e.message}`) };
  if (implementedNames(BLACK_PLAGUE_PROFILE) === undefined)
    return { ok: true, packs: data.value, played: null };
  const played = loadPacks(records, { rules: implementedNames });
  return played.ok
    ? { ok: true, packs: data.value, played: played.value }
    : { ok: false, errors: played.error.map((e) => `${e.file}: ${e.message}`) };
}

let cached: BlackPlaguePacks | null = null;

/** The bundled Black Plague packs, loaded once. */
export function blackPlaguePacks(): BlackPlaguePacks {
  cached ??= loadBlackPlaguePacks(texts);
  return cached;
}
