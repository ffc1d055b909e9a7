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
      readonly packs: PackSet;
      /** Whether the engine has the Black Plague rule profile: quests can be started on the table. */
      readonly playable: boolean;
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
  const playable = implementedNames(BLACK_PLAGUE_PROFILE) !== undefined;
  const result = loadPacks(records, playable ? { rules: implementedNames } : {});
  return result.ok
    ? { ok: true, packs: result.value, playable }
    : { ok: false, errors: result.error.map((e) => `${e.file}: ${e.message}`) };
}

let cached: BlackPlaguePacks | null = null;

/** The bundled Black Plague packs, loaded once. */
export function blackPlaguePacks(): BlackPlaguePacks {
  cached ??= loadBlackPlaguePacks(texts);
  return cached;
}
