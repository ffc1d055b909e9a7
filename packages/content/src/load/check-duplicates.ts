import { type ContentError, contentError } from "./content-error.ts";
import type { LoadedPack } from "./loaded-pack.ts";

interface Entry {
  readonly id: string;
  readonly file: string;
  readonly path: string;
}

type Lister = (pack: LoadedPack) => Entry[];

const entries =
  <T extends { id: string }>(
    items: (p: LoadedPack) => readonly T[],
    file: (p: LoadedPack) => string,
    key: string,
  ) =>
  (pack: LoadedPack): Entry[] =>
    items(pack).map((x, i) => ({ id: x.id, file: file(pack), path: `$.${key}[${i}].id` }));

/** Each kind of entity whose ids must be unique across a pack and the packs it extends. */
const KINDS: ReadonlyArray<readonly [string, Lister]> = [
  [
    "skill",
    entries(
      (p) => p.skills,
      (p) => p.sources.skills ?? "",
      "skills",
    ),
  ],
  [
    "survivor",
    (p) => [
      ...entries(
        (q) => q.survivors,
        (q) => q.sources.survivors ?? "",
        "survivors",
      )(p),
      ...entries(
        (q) => q.companions ?? [],
        (q) => q.sources.survivors ?? "",
        "companions",
      )(p),
    ],
  ],
  [
    "equipment card",
    entries(
      (p) => p.equipment,
      (p) => p.sources.equipment ?? "",
      "cards",
    ),
  ],
  [
    "zombie type",
    entries(
      (p) => p.zombieTypes,
      (p) => p.sources.zombies ?? "",
      "types",
    ),
  ],
  [
    "abomination",
    entries(
      (p) => p.abominations,
      (p) => p.sources.abominations ?? "",
      "abominations",
    ),
  ],
  [
    "spawn card",
    entries(
      (p) => p.spawnCards,
      (p) => p.sources.spawnCards ?? "",
      "cards",
    ),
  ],
  ["tile", (p) => p.tiles.map((t, i) => ({ id: t.id, file: p.tileSources[i] ?? "", path: "tile" }))],
];

/** Duplicate ids inside one pack, or ids a pack redefines from a pack it extends. */
export function checkDuplicates(pack: LoadedPack, bases: readonly LoadedPack[]): ContentError[] {
  const errors: ContentError[] = [];
  for (const [label, list] of KINDS) {
    const seen = new Map<string, Entry>();
    for (const base of bases) for (const e of list(base)) if (!seen.has(e.id)) seen.set(e.id, e);
    for (const e of list(pack)) {
      const first = seen.get(e.id);
      if (first) {
        const where = first.path === "tile" ? first.file : `${first.file} at ${first.path}`;
        const message = `duplicate ${label} id "${e.id}" (first defined in ${where})`;
        errors.push(
          e.path === "tile" ? contentError(e.file, message) : contentError(e.file, message, { path: e.path }),
        );
      } else {
        seen.set(e.id, e);
      }
    }
  }
  return errors;
}
