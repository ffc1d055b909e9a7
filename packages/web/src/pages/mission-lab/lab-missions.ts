import type { SimContent } from "@horda/bots/zombicide";
import { type MissionFile, parseMissionJson, type TileFace } from "@horda/content";
import { missionBoxes, refusal } from "@horda/zombicide";
import { localizedName } from "../../app/localized-name.ts";
import { inMissionOrder } from "../../content/mission-order.ts";
import { bundledTiles } from "../../content/tile-library.ts";
import { browserStore, type KeyValueStore } from "../../editor/io/local-store.ts";
import { loadUserTiles } from "../../editor/tile-editor/user-pack.ts";
import { survivorCatalog, zombieCatalog } from "../../table/content/catalogs.ts";
import { bundledPacks } from "../../table/content/packs.ts";

/** Where the map creator's "Estimate difficulty" leaves the mission for the lab. */
export const LAB_MISSION_KEY = "horda.lab.mission";
/** The versions the creator handed over before it, newest first: what a designer compares a change against. */
export const LAB_EARLIER_KEY = "horda.lab.mission.earlier";
/** When the lab's editor mission was handed over (ms since 1970, as text). */
const LAB_MISSION_AT_KEY = "horda.lab.mission.at";
export const EDITOR_MISSION = "editor";
/** How many earlier versions the lab keeps. */
export const EARLIER_VERSIONS = 3;

export interface LabMission {
  /** "mission:<id>" for a shipped mission, "editor" for the map creator's, "editor:<n>" for its earlier versions. */
  readonly key: string;
  readonly mission: MissionFile;
  readonly content: SimContent;
  /** An earlier version from the creator: when it was handed over (ms since 1970). */
  readonly handedAt?: number;
  /** A shipped mission's box (its pack id). */
  readonly box?: string;
}

interface EarlierVersion {
  readonly text: string;
  readonly at: number;
}

function earlierVersions(store: KeyValueStore): EarlierVersion[] {
  try {
    const raw = JSON.parse(store.getItem(LAB_EARLIER_KEY) ?? "[]") as unknown;
    return Array.isArray(raw)
      ? raw.filter(
          (v): v is EarlierVersion =>
            typeof v === "object" && v !== null && typeof v.text === "string" && typeof v.at === "number",
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * The creator hands `text` to the lab: it becomes the lab's editor mission, and the version it replaces (when
 * different) joins the earlier ones, so the lab can set the change against what it was. `now` is when; handing
 * over the same text again changes nothing.
 */
export function handToLab(store: KeyValueStore, text: string, now: number): void {
  const current = store.getItem(LAB_MISSION_KEY);
  if (current !== null && current !== text) {
    const at = Number(store.getItem(LAB_MISSION_AT_KEY) ?? Number.NaN);
    const kept = [{ text: current, at: Number.isFinite(at) ? at : now }, ...earlierVersions(store)]
      .filter((v) => v.text !== text)
      .slice(0, EARLIER_VERSIONS);
    store.setItem(LAB_EARLIER_KEY, JSON.stringify(kept));
  }
  if (current !== text) store.setItem(LAB_MISSION_AT_KEY, String(now));
  store.setItem(LAB_MISSION_KEY, text);
}

function contentFor(mission: MissionFile, extraTiles: ReadonlyMap<string, TileFace>): SimContent | null {
  const loaded = bundledPacks();
  if (!loaded.ok) return null;
  // The boxes a new game of the mission deals from, as at the table: its own, else its rule profile's base boxes.
  const boxes = missionBoxes(mission, Object.values(loaded.packs));
  const tiles = Object.fromEntries([...bundledTiles().library, ...extraTiles]);
  return {
    tiles,
    survivorCatalog: survivorCatalog(loaded.packs, boxes),
    zombieCatalog: zombieCatalog(loaded.packs, boxes, mission.decks.spawnBand),
  };
}

/** The missions of the bundled packs that the engine plays (one naming a rule it lacks is left out). */
export function shippedMissions(): LabMission[] {
  const loaded = bundledPacks();
  if (!loaded.ok) return [];
  const out: LabMission[] = [];
  for (const pack of Object.values(loaded.packs))
    for (const mission of inMissionOrder(pack.missions)) {
      if (refusal(mission.ruleProfile, mission.modules) !== null) continue;
      const content = contentFor(mission, new Map());
      if (content) out.push({ key: `mission:${mission.id}`, mission, content, box: pack.manifest.id });
    }
  return out;
}

/** A mission the map creator handed over, as the lab runs it (with the user pack's tiles); null if it no longer checks. */
function fromEditorText(
  store: KeyValueStore,
  text: string,
  key: string,
  handedAt?: number,
): LabMission | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = parseMissionJson(raw, "map creator");
  if (!parsed.ok) return null;
  const content = contentFor(parsed.value, loadUserTiles(store).tiles);
  if (!content) return null;
  return { key, mission: parsed.value, content, ...(handedAt !== undefined ? { handedAt } : {}) };
}

/** The mission the map creator handed over last, if it still checks. */
export function editorMission(store: KeyValueStore | null = browserStore()): LabMission | null {
  const text = store?.getItem(LAB_MISSION_KEY);
  return store && text ? fromEditorText(store, text, EDITOR_MISSION) : null;
}

/** The versions handed over before the last, newest first ("editor:1", "editor:2"...). */
export function earlierEditorMissions(store: KeyValueStore | null = browserStore()): LabMission[] {
  if (!store) return [];
  return earlierVersions(store).flatMap(
    (v, i) => fromEditorText(store, v.text, `${EDITOR_MISSION}:${i + 1}`, v.at) ?? [],
  );
}

/** The rule families in the order the lists show them: 2nd Edition, then Season 1, then Black Plague. */
const FAMILY = ["2e", "classic", "black-plague"];
/** Each family's core box, listed before its expansions. */
const CORE_BOX: Readonly<Record<string, string>> = {
  "2e": "core2e",
  classic: "classic-s1",
  "black-plague": "black-plague",
};

/**
 * The lab's pickers, grouped: the creator's mission and its earlier versions first (box null), then each box's
 * missions under the box, the families in FAMILY's order (within one, the core box first, then the others as the
 * packs load).
 */
export function labGroups(missions: readonly LabMission[]): { box: string | null; items: LabMission[] }[] {
  const groups = new Map<string | null, LabMission[]>();
  for (const m of missions) groups.set(m.box ?? null, [...(groups.get(m.box ?? null) ?? []), m]);
  const family = (items: readonly LabMission[]) => {
    const profile = items[0]?.mission.ruleProfile ?? "2e";
    const i = FAMILY.indexOf(profile);
    return 2 * (i < 0 ? FAMILY.length : i) + (items[0]?.box === CORE_BOX[profile] ? 0 : 1);
  };
  const own = groups.get(null);
  groups.delete(null);
  return [
    ...(own ? [{ box: null, items: own }] : []),
    ...[...groups].map(([box, items]) => ({ box, items })).sort((a, b) => family(a.items) - family(b.items)),
  ];
}

/** A box's name in `language` (its pack's manifest), the id when no bundled pack has it. */
export function boxName(box: string, language: string): string {
  const loaded = bundledPacks();
  const names = loaded.ok ? loaded.packs[box]?.manifest.names : undefined;
  return names ? localizedName(names, language) : box;
}
