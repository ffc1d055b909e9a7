import { err, ok, type Result } from "@horda/table";
import type { Locale } from "../schema/common.ts";
import { FILE_KINDS, type FileKind } from "../schema/file-kinds.ts";
import type { MissionFile } from "../schema/missions.ts";
import type { PackManifest } from "../schema/pack.ts";
import { parseTileText, type TileFace } from "../tiles/index.ts";
import { checkMission } from "./check-mission.ts";
import { type ContentError, contentError } from "./content-error.ts";
import { basenameOf, dirnameOf, type FileRecord, joinPath } from "./file-record.ts";
import type { LoadedPack } from "./loaded-pack.ts";
import { readDataFile } from "./read-data-file.ts";

/** Files in a pack folder that belong to other tools and are not pack data. */
const NOT_PACK_DATA = [/\.map\.json$/, /\.scenario\.ya?ml$/];

/**
 * Reads one pack from its records: `<root>/pack.json` and the files it lists. Checks each file against
 * its schema; references to other packs are checked later by `loadPacks`.
 */
export function loadPack(records: readonly FileRecord[], root: string): Result<LoadedPack, ContentError[]> {
  const byPath = new Map(records.map((r) => [r.path, r]));
  const manifestPath = joinPath(root, "pack.json");
  const manifestRecord = byPath.get(manifestPath);
  if (!manifestRecord)
    return err([contentError(manifestPath, "file not found: every pack folder needs a pack.json")]);
  const manifest = readDataFile(manifestRecord, FILE_KINDS.pack);
  if (!manifest.ok) return manifest;

  const errors: ContentError[] = [];
  const m = manifest.value;
  const folder = basenameOf(root);
  if (root !== "" && folder !== m.id) {
    errors.push(
      contentError(manifestPath, `pack id "${m.id}" must equal its folder name "${folder}"`, {
        path: "$.id",
      }),
    );
  }

  const read = <T>(key: keyof PackManifest["files"], rel: string, kind: FileKind<T>): T | undefined => {
    const path = joinPath(root, rel);
    const record = byPath.get(path);
    if (!record) {
      errors.push(contentError(path, `file not found (listed in ${manifestPath} at $.files.${key})`));
      return undefined;
    }
    const result = readDataFile(record, kind);
    if (!result.ok) {
      errors.push(...result.error);
      return undefined;
    }
    return result.value;
  };

  const f = m.files;
  const skills = f.skills ? read("skills", f.skills, FILE_KINDS.skills) : undefined;
  const survivors = f.survivors ? read("survivors", f.survivors, FILE_KINDS.survivors) : undefined;
  const equipment = f.equipment ? read("equipment", f.equipment, FILE_KINDS.equipment) : undefined;
  const zombies = f.zombies ? read("zombies", f.zombies, FILE_KINDS.zombies) : undefined;
  const spawnCards = f.spawnCards ? read("spawnCards", f.spawnCards, FILE_KINDS.spawnCards) : undefined;
  const abominations = f.abominations
    ? read("abominations", f.abominations, FILE_KINDS.abominations)
    : undefined;

  const locales: Partial<Record<Locale, Readonly<Record<string, string>>>> = {};
  const localeSources: Partial<Record<Locale, string>> = {};
  for (const rel of f.locales ?? []) {
    const file = read("locales", rel, FILE_KINDS.locale);
    if (!file) continue;
    const path = joinPath(root, rel);
    const earlier = localeSources[file.locale];
    if (earlier) {
      errors.push(
        contentError(path, `locale "${file.locale}" is already given by ${earlier}`, { path: "$.locale" }),
      );
      continue;
    }
    locales[file.locale] = file.strings;
    localeSources[file.locale] = path;
  }

  const tiles = f.tiles
    ? readTiles(records, joinPath(root, f.tiles), manifestPath, errors)
    : { faces: [], sources: [] };
  const missions = f.missions
    ? readMissions(records, joinPath(root, f.missions), errors)
    : { missions: [], sources: [] };
  errors.push(...unlistedFiles(records, root, m));

  if (errors.length > 0) return err(errors);
  const at = (rel: string | undefined) => (rel === undefined ? undefined : joinPath(root, rel));
  return ok({
    root,
    manifest: m,
    sources: {
      pack: manifestPath,
      ...defined({
        skills: at(f.skills),
        survivors: at(f.survivors),
        equipment: at(f.equipment),
        zombies: at(f.zombies),
        spawnCards: at(f.spawnCards),
        abominations: at(f.abominations),
      }),
      locales: localeSources,
    },
    skills: skills?.skills ?? [],
    survivors: survivors?.survivors ?? [],
    ...(survivors?.companions ? { companions: survivors.companions } : {}),
    equipment: equipment?.cards ?? [],
    decks: equipment?.decks ?? {},
    combinations: equipment?.combinations ?? [],
    ...(equipment?.replaces ? { decksReplace: equipment.replaces } : {}),
    ...(spawnCards?.replaces ? { spawnCardsReplace: spawnCards.replaces } : {}),
    zombieTypes: zombies?.types ?? [],
    pools: zombies?.pools ?? {},
    abominations: abominations?.abominations ?? [],
    spawnCards: spawnCards?.cards ?? [],
    locales,
    tiles: tiles.faces,
    tileSources: tiles.sources,
    missions: missions.missions,
    missionSources: missions.sources,
  });
}

function defined<T extends Record<string, string | undefined>>(o: T): { [K in keyof T]?: string } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: string;
  };
}

function readTiles(
  records: readonly FileRecord[],
  folder: string,
  manifestPath: string,
  errors: ContentError[],
) {
  const faces: TileFace[] = [];
  const sources: string[] = [];
  const tileRecords = records.filter((r) => dirnameOf(r.path) === folder && r.path.endsWith(".tile"));
  if (tileRecords.length === 0) {
    errors.push(
      contentError(manifestPath, `no .tile files in the tiles folder "${folder}"`, { path: "$.files.tiles" }),
    );
  }
  for (const r of [...tileRecords].sort((a, b) => a.path.localeCompare(b.path))) {
    const parsed = parseTileText(r.text, r.path);
    if (parsed.ok) {
      faces.push(parsed.value);
      sources.push(r.path);
    } else {
      errors.push(...parsed.error.map((e) => contentError(r.path, e.message, { line: e.line })));
    }
  }
  return { faces, sources };
}

function readMissions(records: readonly FileRecord[], folder: string, errors: ContentError[]) {
  const missions: MissionFile[] = [];
  const sources: string[] = [];
  const files = records.filter((r) => dirnameOf(r.path) === folder && r.path.endsWith(".mission.json"));
  for (const r of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    const result = readDataFile(r, FILE_KINDS.mission);
    if (!result.ok) {
      errors.push(...result.error);
      continue;
    }
    const problems = checkMission(result.value, r.path);
    if (problems.length > 0) {
      errors.push(...problems);
      continue;
    }
    missions.push(result.value);
    sources.push(r.path);
  }
  return { missions, sources };
}

/** JSON files directly in the pack folder that pack.json does not list would be silently ignored: refuse them. */
function unlistedFiles(records: readonly FileRecord[], root: string, m: PackManifest): ContentError[] {
  const f = m.files;
  const listed = new Set(
    [
      "pack.json",
      f.skills,
      f.survivors,
      f.equipment,
      f.zombies,
      f.spawnCards,
      f.abominations,
      ...(f.locales ?? []),
    ]
      .filter((p): p is string => p !== undefined)
      .map((p) => joinPath(root, p)),
  );
  return records
    .filter((r) => dirnameOf(r.path) === root && r.path.endsWith(".json") && !listed.has(r.path))
    .filter((r) => !NOT_PACK_DATA.some((re) => re.test(r.path)))
    .map((r) =>
      contentError(r.path, `not listed in ${joinPath(root, "pack.json")} ($.files), so it would be ignored`),
    );
}
