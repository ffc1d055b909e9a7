import { err, ok, type Result } from "@horda/table";
import { checkDuplicates } from "./check-duplicates.ts";
import { checkExtends, closureOf } from "./check-extends.ts";
import { checkImplemented, type RulesCatalogue, withoutRefused } from "./check-implemented.ts";
import { checkLocales } from "./check-locales.ts";
import { checkReferences } from "./check-references.ts";
import { checkReplaces } from "./check-replaces.ts";
import { type ContentError, contentError } from "./content-error.ts";
import { basenameOf, dirnameOf, type FileRecord } from "./file-record.ts";
import { loadPack } from "./load-pack.ts";
import type { LoadedPack, PackSet } from "./loaded-pack.ts";
import { indexPacks } from "./pack-index.ts";

/**
 * Loads every pack in the records (a pack is a folder with a pack.json) and checks them together:
 * each file against its schema, then extends, duplicate ids and references across files and packs.
 * Pure: the records may come from disk (`@horda/content/node`) or from the browser. With `rules` (the engine's
 * catalogue, passed by the caller), a Zombicide pack may name only what the modules of its profile implement.
 */
export function loadPacks(
  records: readonly FileRecord[],
  options: { readonly rules?: RulesCatalogue } = {},
): Result<PackSet, ContentError[]> {
  const roots = records
    .filter((r) => basenameOf(r.path) === "pack.json")
    .map((r) => dirnameOf(r.path))
    .sort((a, b) => b.length - a.length);
  if (roots.length === 0)
    return err([contentError(records[0]?.path ?? "(no files)", "no pack.json among the files")]);

  const errors: ContentError[] = [];
  const grouped = new Map<string, FileRecord[]>(roots.map((root) => [root, []]));
  for (const r of records) {
    const root = roots.find((root) => root === "" || r.path.startsWith(`${root}/`));
    if (root === undefined)
      errors.push(contentError(r.path, "not inside a pack folder (no pack.json above it)"));
    else grouped.get(root)?.push(r);
  }

  const packs = new Map<string, LoadedPack>();
  const failed = new Set<string>();
  for (const [root, files] of grouped) {
    const result = loadPack(files, root);
    if (!result.ok) {
      errors.push(...result.error);
      failed.add(basenameOf(root));
      continue;
    }
    const pack = result.value;
    const other = packs.get(pack.manifest.id);
    if (other) {
      errors.push(
        contentError(
          pack.sources.pack,
          `duplicate pack id "${pack.manifest.id}" (also ${other.sources.pack})`,
          { path: "$.id" },
        ),
      );
      continue;
    }
    packs.set(pack.manifest.id, pack);
  }

  errors.push(...checkExtends(packs, failed));
  const checked = new Map(packs);
  for (const pack of packs.values()) {
    const closure = closureOf(pack.manifest.id, packs);
    if (!closure) continue; // an unknown or broken base pack was reported above
    errors.push(...checkDuplicates(pack, closure.slice(1)));
    errors.push(...checkReferences(pack, indexPacks(closure)));
    errors.push(...checkLocales(pack));
    errors.push(...checkReplaces(pack, closure.slice(1)));
    errors.push(...checkReplacedDecks(pack, closure));
    if (options.rules) {
      const check = checkImplemented(pack, options.rules);
      errors.push(...check.errors);
      checked.set(pack.manifest.id, withoutRefused(pack, check));
    }
  }
  return errors.length > 0 ? err(errors) : ok(Object.fromEntries(checked));
}

/** Advanced decks may replace only the decks of packs this pack builds on. */
function checkReplacedDecks(pack: LoadedPack, closure: readonly LoadedPack[]): ContentError[] {
  const bases = new Set(closure.slice(1).map((p) => p.manifest.id));
  const errors: ContentError[] = [];
  const check = (ids: readonly string[] | undefined, file: string | undefined, what: string) =>
    ids?.forEach((id, i) => {
      if (!bases.has(id))
        errors.push(
          contentError(
            file ?? pack.sources.pack,
            `${what} of pack "${id}", which this pack does not extend`,
            {
              path: `$.replaces[${i}]`,
            },
          ),
        );
    });
  check(pack.decksReplace, pack.sources.equipment, "replaces the decks");
  check(pack.spawnCardsReplace, pack.sources.spawnCards, "replaces the Zombie cards");
  return errors;
}
