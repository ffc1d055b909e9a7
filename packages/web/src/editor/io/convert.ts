import { type MapFile, type MissionFile, missionFileSchema, TokenSchema } from "@horda/content";
import { addRecords, type NewRecord } from "../model/ops.ts";
import { type EditorDoc, type MissionFields, recordsOfType } from "../model/records.ts";

/** The map part of the document as a `horda.map/1` value, and which record each array entry came from. */
export interface MapWithSources {
  readonly map: MapFile;
  /** Record ids by JSON path prefix: "$.tiles[0]" → "r3". */
  readonly sources: ReadonlyMap<string, string>;
}

export function docToMap(doc: EditorDoc): MapWithSources {
  const sources = new Map<string, string>();
  const tiles = recordsOfType(doc, "tile").map((t, i) => {
    sources.set(`$.tiles[${i}]`, t.id);
    return { tile: t.tile, x: t.x, y: t.y, rotation: t.rotation };
  });
  const doors = recordsOfType(doc, "door").map((d, i) => {
    sources.set(`$.doors[${i}]`, d.id);
    return { x: d.x, y: d.y, side: d.side, colour: d.colour, open: d.open };
  });
  const tokens = recordsOfType(doc, "token").map((t, i) => {
    sources.set(`$.tokens[${i}]`, t.id);
    // The schema's own key order, so a file exported twice (or after an import) is the same text.
    const canonical = TokenSchema.safeParse(t.token);
    return canonical.success ? canonical.data : t.token;
  });
  const map: MapFile = {
    schema: "horda.map/1",
    id: doc.mission.mapId,
    name: doc.mission.mapName,
    game: "zombicide",
    tiles,
    doors,
    tokens,
  };
  return { map, sources };
}

/** The record a JSON path of the map (or of the mission's `$.map`) points into, if any. */
export function recordAtPath(sources: ReadonlyMap<string, string>, path: string): string | null {
  const m = /^\$(?:\.map)?(\.(?:tiles|doors|tokens)\[\d+\])/.exec(path);
  return m ? (sources.get(`$${m[1]}`) ?? null) : null;
}

/** The whole document as a mission file (fields in the schema's order, defaults written out). */
export function docToMission(doc: EditorDoc): MissionFile {
  const { mapId: _id, mapName: _name, ...m } = doc.mission;
  const { map } = docToMap(doc);
  const mission: MissionFile = {
    schema: m.schema,
    id: m.id,
    names: m.names,
    briefing: m.briefing,
    difficulty: m.difficulty,
    players: m.players,
    survivors: m.survivors,
    ...(m.offeredSurvivors !== undefined ? { offeredSurvivors: m.offeredSurvivors } : {}),
    ruleProfile: m.ruleProfile,
    modules: m.modules,
    decks: m.decks,
    map,
    goals: m.goals,
    lose: m.lose,
    ...(m.allowEliminations !== undefined ? { allowEliminations: m.allowEliminations } : {}),
    ...(m.allowCompanionEliminations !== undefined
      ? { allowCompanionEliminations: m.allowCompanionEliminations }
      : {}),
    ...(m.cars !== undefined ? { cars: m.cars } : {}),
    ...(m.startingHour !== undefined ? { startingHour: m.startingHour } : {}),
    objectiveAdrenaline: m.objectiveAdrenaline,
    counters: m.counters,
    rules: m.rules,
    // Campaign missions' Objective cards (Rio, Fort Hendrix): kept as they came, so an export loses none.
    ...(m.settings !== undefined ? { settings: m.settings } : {}),
    ...(m.objectiveCards !== undefined ? { objectiveCards: m.objectiveCards } : {}),
    ...(m.unverified !== undefined ? { unverified: m.unverified } : {}),
    ...(m.note !== undefined ? { note: m.note } : {}),
  };
  // Written in the schema's key order with its defaults when it is valid; as it stands while it is not.
  const canonical = missionFileSchema.safeParse(mission);
  return canonical.success ? canonical.data : mission;
}

/** A mission file (already validated) as an editor document: one record per tile, door and token. */
export function missionToDoc(m: MissionFile): EditorDoc {
  const { map, $schema: _s, ...fields } = m;
  const mission: MissionFields = { ...fields, mapId: map.id, mapName: map.name };
  const items: NewRecord[] = [
    ...map.tiles.map((t) => ({ type: "tile" as const, ...t })),
    ...map.doors.map((d) => ({ type: "door" as const, ...d })),
    ...map.tokens.map((token) => ({ type: "token" as const, token })),
  ];
  return addRecords({ records: {}, mission, nextId: 1 }, items).doc;
}
