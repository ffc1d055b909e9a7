// Node-only: reads scenario files and the tiles they use from disk, then runs them with the pure runner.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { loadPacks, type PackSet, parseTileText, type TileFace } from "@horda/content";
import { readPackWithBases } from "@horda/content/node";
import { readScenarioYaml, scenarioGame } from "@horda/table/scenario";
import {
  implementedNames,
  isCampaignScenario,
  parseCampaignScenarioData,
  parseScenarioText,
  runCampaignScenario,
  runScenario,
  type ScenarioContext,
  type ScenarioFileError,
  type ScenarioReport,
} from "../src/index.ts";

export interface ScenarioFileResult {
  readonly file: string;
  readonly report: ScenarioReport;
}

/**
 * The game a scenario file plays (its `game:` field, default zombicide); a file that does not read as YAML counts
 * as zombicide's, whose runner reports where it is broken.
 */
export function scenarioFileGame(file: string): string {
  const raw = readScenarioYaml(readFileSync(file, "utf8"), file);
  return raw.ok ? scenarioGame(raw.value) : "zombicide";
}

/** Every `*.scenario.yaml` under the given files and folders, sorted (both games'; see `scenarioFileGame`). */
export function findScenarioFiles(paths: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    if (statSync(p).isDirectory()) {
      for (const f of readdirSync(p).sort()) if (f !== "node_modules") walk(join(p, f));
    } else if (p.endsWith(".scenario.yaml")) out.push(p);
  };
  for (const p of paths) walk(p);
  return out;
}

/** Loads every `tiles/*.tile` of every pack folder under `contentDir`, keyed "pack/id". */
export function loadTileLibrary(contentDir: string): Map<string, TileFace> {
  const lib = new Map<string, TileFace>();
  for (const pack of readdirSync(contentDir)) {
    const dir = join(contentDir, pack, "tiles");
    let files: string[];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith(".tile"));
    } catch {
      continue;
    }
    for (const f of files) {
      const parsed = parseTileText(readFileSync(join(dir, f), "utf8"), join(dir, f));
      if (!parsed.ok)
        throw new Error(parsed.error.map((e) => `${e.source}:${e.line}: ${e.message}`).join("\n"));
      lib.set(`${pack}/${parsed.value.id}`, parsed.value);
    }
  }
  return lib;
}

/** Loads a pack folder under `contentDir` (default core2e) with the packs it extends; throws on a bad pack. */
export function loadContentPacks(contentDir: string, pack = "core2e"): PackSet {
  const loaded = loadPacks(readPackWithBases(join(contentDir, pack), contentDir), {
    rules: implementedNames,
  });
  if (!loaded.ok) throw new Error(loaded.error.map((e) => `${e.file}: ${e.message}`).join("\n"));
  return loaded.value;
}

/**
 * Every Zombicide pack under `contentDir` (each with the packs it extends; other games' packs left out), bases
 * before the packs extending them: the content the server opens rooms from and `horda simulate` plays.
 */
export function loadZombicidePacks(contentDir: string): PackSet {
  let packs: PackSet = {};
  for (const name of zombicidePackFolders(contentDir))
    packs = { ...packs, ...loadContentPacks(contentDir, name) };
  return packs;
}

/** The folders under `contentDir` holding a Zombicide pack (`pack.json` with `game: "zombicide"`), sorted. */
export function zombicidePackFolders(contentDir: string): string[] {
  return readdirSync(contentDir)
    .sort()
    .filter((name) => isZombicidePack(join(contentDir, name, "pack.json")));
}

function isZombicidePack(manifest: string): boolean {
  try {
    return (JSON.parse(readFileSync(manifest, "utf8")) as { game?: unknown }).game === "zombicide";
  } catch {
    return false;
  }
}

/** Runs one scenario file; a file that does not parse is reported as a failure that says where. */
export function runScenarioFile(
  file: string,
  tiles: ReadonlyMap<string, TileFace>,
  packs?: PackSet,
): ScenarioFileResult {
  const text = readFileSync(file, "utf8");
  const base = dirname(resolve(file));
  const ctx: ScenarioContext = {
    tiles,
    readFile: (p) => readFileSync(resolve(base, p), "utf8"),
    ...(packs ? { packs } : {}),
  };
  const raw = readScenarioYaml(text, file);
  if (raw.ok && isCampaignScenario(raw.value)) {
    const campaign = parseCampaignScenarioData(raw.value, file);
    return {
      file,
      report: campaign.ok ? runCampaignScenario(campaign.value, ctx) : refused(file, campaign.error),
    };
  }
  const parsed = parseScenarioText(text, file);
  return { file, report: parsed.ok ? runScenario(parsed.value, ctx) : refused(file, parsed.error) };
}

/** A file that does not parse: one failure per problem, saying where. */
function refused(file: string, errors: readonly ScenarioFileError[]): ScenarioReport {
  return {
    name: file,
    rule: "",
    passed: false,
    failures: errors.map((e) => `${e.source}: ${e.path}: ${e.message}`),
    checks: 1,
  };
}
