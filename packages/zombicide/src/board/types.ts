import type { DoorColour, EdgeKind, ZoneFlag, ZoneKind } from "@horda/content";

/** A compiled board: zones, the boundaries between cells, doors and tokens. Static for one map. */
export interface Board {
  readonly width: number;
  readonly height: number;
  /** Zone index of every cell (`y * width + x`), -1 where no tile is. */
  readonly zoneOf: Int32Array;
  /** Boundary on the east and the south side of every cell (codes of `Boundary`). */
  readonly east: Uint8Array;
  readonly south: Uint8Array;
  /** Door index on the east and south side of every cell, -1 where none. */
  readonly eastDoor: Int32Array;
  readonly southDoor: Int32Array;
  /** Edge index on the east and south side of every cell, -1 where no edge is (inside a zone, board edge). */
  readonly eastEdge: Int32Array;
  readonly southEdge: Int32Array;
  readonly zones: readonly Zone[];
  readonly zoneIndex: Readonly<Record<string, number>>;
  readonly doors: readonly Door[];
  /** Every boundary between zones, named: doors (D1...), walls (W1...), openings and lines (P1...). */
  readonly edges: readonly Edge[];
  readonly edgeIndex: Readonly<Record<string, number>>;
  /** Zone pairs that share a boundary, with every kind of boundary they share. */
  readonly links: readonly ZoneLink[];
  /** Building zones grouped into buildings (rooms linked by openings or doors). */
  readonly buildings: readonly (readonly number[])[];
  readonly tokens: readonly BoardToken[];
  readonly tiles: readonly PlacedTileInfo[];
}

export interface Zone {
  readonly index: number;
  /** Stable display id: Z1, Z2... in reading order of each zone's top-left cell. */
  readonly id: string;
  /** Where it comes from: "1R:A" (tile and the letter in the tile file). */
  readonly label: string;
  readonly kind: ZoneKind;
  readonly flags: readonly ZoneFlag[];
  readonly cells: readonly number[];
  /** Bounding box in cells, and a point inside the zone for drawing labels. */
  readonly box: { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number };
  readonly anchor: { readonly x: number; readonly y: number };
  readonly building: number | null;
  /** The tiles' printed spots in this zone, counted by kind (a Narrow Zone's `narrow` Spots); absent: none. */
  readonly spots?: Readonly<Record<string, number>>;
  /** The placed tile (index in `Board.tiles`) each of those spots is printed on, by kind: a street Zone may span tiles. */
  readonly spotTiles?: Readonly<Record<string, readonly number[]>>;
}

export interface Door {
  readonly index: number;
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly side: "E" | "S";
  readonly zones: readonly [number, number];
  readonly colour: DoorColour;
  readonly initiallyOpen: boolean;
  /** True when a tile prints it, false when a map token puts it in a wall. */
  readonly printed: boolean;
}

export interface ZoneLink {
  readonly a: number;
  readonly b: number;
  readonly kinds: readonly EdgeKind[];
  readonly doors: readonly number[];
  /** The edges between the two zones (indexes in `Board.edges`). */
  readonly edges: readonly number[];
}

/** One side of a cell that an edge covers. */
export interface EdgeSide {
  readonly x: number;
  readonly y: number;
  readonly side: "E" | "S";
}

/**
 * A named boundary between two zones (board/edges.ts): one door, or every boundary of one kind between the same
 * two zones. Walls have ids like doors, so a module can break one (a thin wall) by id.
 */
export interface Edge {
  readonly index: number;
  /** D1... for a door (the door's id), W1... for walls and wall-like kinds, P1... for openings and lines. */
  readonly id: string;
  readonly kind: EdgeKind;
  /** The zones it separates, lower index first (the same zone twice for a wall inside one zone). */
  readonly zones: readonly [number, number];
  /** The door's index for a door, -1 otherwise. */
  readonly door: number;
  readonly sides: readonly EdgeSide[];
}

export interface BoardToken {
  readonly index: number;
  readonly id: string;
  readonly kind: string;
  readonly zone: number;
  readonly x: number;
  readonly y: number;
  readonly props: Readonly<Record<string, string | number | boolean>>;
}

export interface PlacedTileInfo {
  readonly tile: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly rotation: number;
  readonly status: "verified" | "unverified";
  /** A stand-in layout drawn by Horda (the printed one is not public); the table marks it. */
  readonly standIn?: true;
}

/**
 * What lies between two neighbouring cells. INSIDE: same zone. LINE: a zone boundary that blocks nothing
 * (street crosswalk). OPEN: an opening in a wall. DOOR: see the door's state. EDGE: the board's edge or a
 * cell with no tile. The rest are for modules (thin walls, barricades...).
 */
export const Boundary = {
  INSIDE: 0,
  LINE: 1,
  OPEN: 2,
  WALL: 3,
  DOOR: 4,
  EDGE: 5,
  THIN: 6,
  BARRICADE: 7,
  GATE: 8,
  RAMPART: 9,
  STAIRS: 10,
} as const;
export type BoundaryCode = (typeof Boundary)[keyof typeof Boundary];

export const BOUNDARY_OF_KIND: Readonly<Record<EdgeKind, BoundaryCode>> = {
  open: Boundary.OPEN,
  line: Boundary.LINE,
  wall: Boundary.WALL,
  door: Boundary.DOOR,
  thin: Boundary.THIN,
  barricade: Boundary.BARRICADE,
  gate: Boundary.GATE,
  rampart: Boundary.RAMPART,
  stairs: Boundary.STAIRS,
};

export const KIND_OF_BOUNDARY: Readonly<Record<number, EdgeKind>> = Object.fromEntries(
  Object.entries(BOUNDARY_OF_KIND).map(([k, v]) => [v, k as EdgeKind]),
);

/** A problem in a map, with the JSON path it comes from. */
export interface MapError {
  readonly path: string;
  readonly message: string;
}
