import { err, ok, type Result } from "@horda/table";
import type { Survivor } from "../schema/survivors.ts";
import type { TileFace } from "../tiles/index.ts";
import { type ContentError, contentError } from "./content-error.ts";
import { basenameOf, dirnameOf, type FileRecord } from "./file-record.ts";
import { loadPacks } from "./load-packs.ts";
import type { LoadedPack } from "./loaded-pack.ts";

/**
 * The user pack (docs/content-packs.md): tiles made or traced by a player, kept as tile texts by id, checked as
 * a pack folder `content/user/` (pack.json extending core2e and every pack it replaces tiles of, `tiles/*.tile`)
 * by the same loader as the packs in content/. The web keeps it in the browser; the server checks the copy a
 * host shares with an online room.
 */
export const USER_PACK = "user";
/** What a user tile's id may be: it names its file. */
export const USER_TILE_ID = /^[A-Za-z0-9_-]{1,40}$/;
const ROOT = `content/${USER_PACK}`;

/** Where the user tile `id` sits in the records (its errors name this file). */
export const userTilePath = (id: string) => `${ROOT}/tiles/${id}.tile`;

/** The pack ids named by `replaces:` lines (read loosely: the loader checks them properly). */
function replacedPacks(texts: Readonly<Record<string, string>>): string[] {
  const ids = Object.values(texts).flatMap((t) => {
    const m = /^replaces:\s*([a-z0-9-]+)\//m.exec(t);
    return m?.[1] ? [m[1]] : [];
  });
  return [...new Set(ids)].sort();
}

/** Where the user pack's survivors sit in the records. */
export const USER_SURVIVORS_PATH = `${ROOT}/survivors.json`;

/**
 * The user pack as loader records: a pack.json that extends core2e and every pack it replaces tiles or survivors
 * of, its tiles, and `survivors.json` when it has survivors (owners' entries of printed ID cards).
 */
export function userPackRecords(
  texts: Readonly<Record<string, string>>,
  survivors: readonly Survivor[] = [],
): FileRecord[] {
  const survivorPacks = survivors.flatMap((s) => (s.replaces ? [s.replaces.split("/")[0] as string] : []));
  const hasTiles = Object.keys(texts).length > 0 || survivors.length === 0;
  const pack = {
    schema: "horda.pack/1",
    id: USER_PACK,
    names: { en: "My tiles", "pt-BR": "Meus blocos" },
    game: "zombicide",
    ruleProfile: "2e",
    extends: [...new Set(["core2e", ...replacedPacks(texts), ...survivorPacks.sort()])],
    files: {
      ...(hasTiles ? { tiles: "tiles" } : {}),
      ...(survivors.length > 0 ? { survivors: "survivors.json" } : {}),
    },
    note: "Made in this browser with the Horda tile editor.",
  };
  const survivorsFile = { schema: "horda.survivors/2", survivors };
  return [
    { path: `${ROOT}/pack.json`, text: `${JSON.stringify(pack, null, 2)}\n` },
    ...Object.entries(texts)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, text]) => ({ path: userTilePath(id), text })),
    ...(survivors.length > 0
      ? [{ path: USER_SURVIVORS_PATH, text: `${JSON.stringify(survivorsFile, null, 2)}\n` }]
      : []),
  ];
}

/** Of the records of many pack folders, those of the packs `ids` and every pack they extend. */
function baseRecords(records: readonly FileRecord[], ids: readonly string[]): FileRecord[] {
  const roots = new Map<string, { root: string; extends: string[] }>();
  for (const r of records) {
    if (basenameOf(r.path) !== "pack.json") continue;
    const root = dirnameOf(r.path);
    let extendsList: string[] = [];
    try {
      const p = JSON.parse(r.text) as { extends?: unknown };
      if (Array.isArray(p.extends)) extendsList = p.extends.filter((x): x is string => typeof x === "string");
    } catch {
      // a malformed manifest is the loader's to report
    }
    roots.set(basenameOf(root), { root, extends: extendsList });
  }
  const need = new Set<string>();
  const queue = [...ids];
  while (queue.length > 0) {
    const id = queue.shift() as string;
    if (need.has(id) || !roots.has(id)) continue;
    need.add(id);
    queue.push(...(roots.get(id)?.extends ?? []));
  }
  const folders = [...need].map((id) => `${roots.get(id)?.root}/`);
  return records.filter((r) => folders.some((f) => r.path.startsWith(f)));
}

/**
 * Checks the user pack with `tiles` (its texts by id) exactly as the loader checks a pack folder, against the
 * packs it builds on taken from `available` (records of pack folders, `content/<id>/...`): pack.json against
 * the pack schema, every tile against the tile format, ids unique across it and its bases, every `replaces`
 * naming a tile of a pack it extends. Its faces, or the loader's errors.
 */
export function checkUserPack(
  tiles: Readonly<Record<string, string>>,
  available: readonly FileRecord[],
  survivors: readonly Survivor[] = [],
): Result<readonly TileFace[], ContentError[]> {
  const checked = checkUserPackContent(tiles, available, survivors);
  return checked.ok ? ok(checked.value.tiles) : checked;
}

/** As `checkUserPack`, giving the whole loaded user pack (its tiles and survivors). */
export function checkUserPackContent(
  tiles: Readonly<Record<string, string>>,
  available: readonly FileRecord[],
  survivors: readonly Survivor[] = [],
): Result<LoadedPack, ContentError[]> {
  const badId = Object.keys(tiles).find((id) => !USER_TILE_ID.test(id));
  if (badId !== undefined)
    return err([
      contentError(`${ROOT}/tiles`, `a tile id is 1-40 letters, digits, "-" or "_"; got "${badId}"`),
    ]);
  const records = userPackRecords(tiles, survivors);
  const manifest = JSON.parse((records[0] as FileRecord).text) as { extends: string[] };
  const loaded = loadPacks([...baseRecords(available, manifest.extends), ...records]);
  if (!loaded.ok) return err(loaded.error);
  const pack = loaded.value[USER_PACK];
  return pack ? ok(pack) : err([contentError(`${ROOT}/pack.json`, "the user pack did not load")]);
}

/**
 * A survivor catalogue with the owner's entries in the place of the survivors they replace (same id, so a game
 * names the survivor as always); entries whose survivor the catalogue lacks are left out.
 */
export function withUserSurvivors<C extends { readonly survivors: Readonly<Record<string, Survivor>> }>(
  catalog: C,
  user: readonly Survivor[],
): C {
  if (user.length === 0) return catalog;
  const survivors = { ...catalog.survivors };
  for (const s of user) {
    const id = s.replaces?.split("/")[1];
    if (id && survivors[id]) survivors[id] = { ...s, id };
  }
  return { ...catalog, survivors };
}
