import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { formatContentError, type LoadedPack, loadPacks, parseMissionJson } from "@horda/content";
import { readPackWithBases, recordPath } from "@horda/content/node";
import { compileMap, implementedNames } from "@horda/zombicide";
import { tileLibrary } from "../content-root.ts";
import type { ValidateTarget } from "./target.ts";

/** A pack folder (or its pack.json): loaded with the packs it extends from sibling folders. */
export const packTarget: ValidateTarget = {
  label: "pack folder",
  matches: (path, isDirectory) =>
    isDirectory ? existsSync(join(path, "pack.json")) : basename(path) === "pack.json",
  validate(path) {
    const folder = basename(path) === "pack.json" ? dirname(path) : path;
    // The engine tells which skills, card effects and zombie types its rule modules implement.
    const result = loadPacks(readPackWithBases(folder), { rules: implementedNames });
    // A file the loader refused must not hide what is wrong elsewhere: the missions that do parse still
    // have their maps compiled.
    if (!result.ok)
      return {
        errors: [...result.error.map(formatContentError), ...looseMissionErrors(folder)],
        summary: "",
      };
    const root = recordPath(folder, process.cwd());
    const pack = Object.values(result.value).find((p) => p.root === root);
    const mapErrors = pack ? missionMapErrors(pack) : [];
    if (mapErrors.length > 0) return { errors: mapErrors, summary: "" };
    return { errors: [], summary: pack ? describePack(pack) : `ok ${folder}` };
  },
};

/** Map errors of the pack's mission files read one by one (when the pack as a whole did not load). */
function looseMissionErrors(folder: string): string[] {
  const dir = join(folder, "missions");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".mission.json"))
    .sort()
    .flatMap((f) => {
      const source = join(dir, f);
      let raw: unknown;
      try {
        raw = JSON.parse(readFileSync(source, "utf8"));
      } catch {
        return []; // bad JSON: the loader reported it with its line and column
      }
      const mission = parseMissionJson(raw, source);
      if (!mission.ok) return [];
      const board = compileMap(mission.value.map, tileLibrary());
      return board.ok
        ? []
        : board.error.map(
            (e) => `${recordPath(source, process.cwd())}: $.map${e.path.slice(1)}: ${e.message}`,
          );
    });
}

/** Each mission's map must compile with the tiles of the packs (the schema alone cannot tell). */
function missionMapErrors(p: LoadedPack): string[] {
  const tiles = new Map(tileLibrary());
  for (const t of p.tiles) tiles.set(`${p.manifest.id}/${t.id}`, t);
  return p.missions.flatMap((m, i) => {
    const board = compileMap(m.map, tiles);
    return board.ok
      ? []
      : board.error.map((e) => `${p.missionSources[i]}: $.map${e.path.slice(1)}: ${e.message}`);
  });
}

function describePack(p: LoadedPack): string {
  const cards = Object.values(p.decks).reduce(
    (n, deck) => n + (deck ?? []).reduce((m, e) => m + e.count, 0),
    0,
  );
  const counts = [
    [p.survivors.length, "survivors"],
    [p.skills.length, "skills"],
    [cards, "equipment cards in decks"],
    [p.spawnCards.length, "zombie cards"],
    [p.zombieTypes.length, "zombie types"],
    [p.abominations.length, "abominations"],
    [p.tiles.length, "tiles"],
    [p.missions.length, "missions"],
  ] as const;
  const listed = counts.filter(([n]) => n > 0).map(([n, what]) => `${n} ${what}`);
  const unverified =
    [
      ...p.survivors,
      ...p.skills,
      ...p.equipment,
      ...p.spawnCards,
      ...p.zombieTypes,
      ...p.abominations,
    ].filter((e) => e.unverified).length + p.tiles.filter((t) => t.status === "unverified").length;
  // Entries marked `awaits` that this engine cannot play yet: listed, not errors (docs/content-packs.md).
  const refused = (p.refused ?? []).map((e) => `\n  refused: ${formatContentError(e)}`).join("");
  const awaiting = p.refused?.length ? `; ${p.refused.length} refused until the engine plays them` : "";
  const what = listed.length > 0 ? `${listed.join(", ")}; ` : "";
  return `ok ${p.root}: pack ${p.manifest.id} (${what}${unverified} entries marked unverified${awaiting})${refused}`;
}
