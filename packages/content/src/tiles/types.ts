/** One printed face of a tile, as data. Coordinates are cells: x to the east, y to the south, from 0. */
export type Side = "N" | "E" | "S" | "W";
export const SIDES: readonly Side[] = ["N", "E", "S", "W"];

export type ZoneKind = "building" | "street";

/** Flags a zone may carry; later boxes add theirs here. */
export const ZONE_FLAGS = [
  "dark",
  "sea",
  "park",
  "stand",
  "rubble",
  "tower",
  "vault",
  "narrow",
  "military",
  "mall",
  "parking",
] as const;
export type ZoneFlag = (typeof ZONE_FLAGS)[number];

/**
 * What stands between two cells. `open` is an opening (a gap in a wall), `line` a zone boundary that does not
 * block (a crosswalk), `wall` blocks. The rest are for later boxes and modules.
 */
export const EDGE_KINDS = [
  "open",
  "line",
  "wall",
  "door",
  "thin",
  "barricade",
  "gate",
  "rampart",
  "stairs",
] as const;
export type EdgeKind = (typeof EDGE_KINDS)[number];

export const DOOR_COLOURS = ["neutral", "red", "blue", "green", "yellow", "purple", "white"] as const;
export type DoorColour = (typeof DOOR_COLOURS)[number];

export const SPOT_KINDS = [
  "objective",
  "crate",
  "narrow",
  "car",
  "spawn",
  "tower",
  "vault",
  "manhole",
] as const;
export type SpotKind = (typeof SPOT_KINDS)[number];

/** An edge on one side of one cell. */
export interface CellEdge {
  readonly x: number;
  readonly y: number;
  readonly side: Side;
  readonly kind: EdgeKind;
  readonly colour?: DoorColour;
}

/** The whole shared boundary between two zones of the tile gets one kind (e.g. rooms A and B are open). */
export interface ZonePairEdge {
  readonly zones: readonly [string, string];
  readonly kind: EdgeKind;
}

/** A run of cells along one side of the tile: what meets the neighbouring tile there. */
export interface BorderRun {
  readonly side: Side;
  readonly from: number;
  readonly to: number;
  readonly kind: "open" | "line" | "wall";
}

export interface TileSpot {
  readonly kind: SpotKind;
  readonly x: number;
  readonly y: number;
}

export interface TileFace {
  readonly id: string;
  readonly name?: string;
  readonly status: "verified" | "unverified";
  readonly source?: string;
  /**
   * The layout is a stand-in, not the printed one (the tile's real layout is not public yet): it plays, and a
   * user who owns the tile may trace the real one (docs/editor.md, "Tracing a tile from a photo").
   */
  readonly standIn?: true;
  /** This face is the real layout of another pack's tile (`core2e/1R`) and takes its place when loaded. */
  readonly replaces?: string;
  readonly width: number;
  readonly height: number;
  /** One string per row; each character is a zone letter (upper case: building room, lower case: street), `.` no cell. */
  readonly grid: readonly string[];
  readonly zoneFlags: Readonly<Record<string, readonly ZoneFlag[]>>;
  readonly edges: readonly CellEdge[];
  readonly pairEdges: readonly ZonePairEdge[];
  readonly border: readonly BorderRun[];
  readonly spots: readonly TileSpot[];
}

export function zoneKindOf(letter: string): ZoneKind {
  return letter >= "A" && letter <= "Z" ? "building" : "street";
}

export const VOID_CELL = ".";
