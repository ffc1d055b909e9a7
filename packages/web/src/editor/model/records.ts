import type { DoorColour, MapToken, MissionFile } from "@horda/content";

/** A tile face placed on the map grid: top-left cell and clockwise rotation. */
export interface TileRecord {
  readonly id: string;
  readonly type: "tile";
  readonly tile: string;
  readonly x: number;
  readonly y: number;
  readonly rotation: 0 | 90 | 180 | 270;
}

/** A door token on one side of one cell. */
export interface DoorRecord {
  readonly id: string;
  readonly type: "door";
  readonly x: number;
  readonly y: number;
  readonly side: "N" | "E" | "S" | "W";
  readonly colour: DoorColour;
  readonly open: boolean;
}

/** A map token (spawn, start, exit, objective, crate, car, noise, zombies, module token) on one cell. */
export interface TokenRecord {
  readonly id: string;
  readonly type: "token";
  readonly token: MapToken;
}

export type PieceRecord = DoorRecord | TokenRecord;
export type EditorRecord = TileRecord | PieceRecord;

/** Everything in a mission file but the map's tiles, doors and tokens. */
export type MissionFields = Omit<MissionFile, "map" | "$schema"> & {
  readonly mapId: string;
  readonly mapName: MissionFile["map"]["name"];
};

/**
 * The editor's document: records by id (in creation order, which is the order they are written to the map)
 * and the mission's own fields. Immutable: every change makes a new document.
 */
export interface EditorDoc {
  readonly records: Readonly<Record<string, EditorRecord>>;
  readonly mission: MissionFields;
  /** Next number for record ids ("r1", "r2"...). */
  readonly nextId: number;
}

export function recordsOfType<T extends EditorRecord["type"]>(
  doc: EditorDoc,
  type: T,
): Extract<EditorRecord, { type: T }>[] {
  return Object.values(doc.records).filter((r): r is Extract<EditorRecord, { type: T }> => r.type === type);
}

/** Where a record sits: its cell (tiles: their top-left cell). */
export function recordCell(r: EditorRecord): { x: number; y: number } {
  return r.type === "token" ? { x: r.token.x, y: r.token.y } : { x: r.x, y: r.y };
}

/** A new mission with nothing on the map. */
export function emptyMission(): MissionFields {
  return {
    schema: "horda.mission/1",
    id: "my-mission",
    names: { en: "My mission", "pt-BR": "Minha missão" },
    briefing: { en: "Describe the mission here.", "pt-BR": "Descreva a missão aqui." },
    difficulty: "medium",
    players: { min: 1, max: 6 },
    survivors: 6,
    ruleProfile: "2e",
    modules: ["core"],
    decks: { boxes: ["core2e"], spawnBand: "both" },
    goals: [{ goal: "reachExit", survivors: "all", noAbomination: false }],
    lose: [],
    objectiveAdrenaline: 5,
    counters: {},
    rules: [],
    mapId: "my-mission",
    mapName: { en: "My mission", "pt-BR": "Minha missão" },
  };
}

export function emptyDoc(): EditorDoc {
  return { records: {}, mission: emptyMission(), nextId: 1 };
}
