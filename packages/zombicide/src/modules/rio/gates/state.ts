import type { MissionFile } from "@horda/content";
import type { Board, BoardToken } from "../../../board/types.ts";
import { boardOf } from "../../../game/board-of.ts";
import type { ZombicideState, ZoneId } from "../../../game/types.ts";
import { slice } from "../../../kernel/slices.ts";
import { settingsOf } from "../mission-data.ts";

export const GATE_RULE =
  "rio missions M2, M4, M5 Gates (a Gate blocks movement for all Actors; Zombies can be attacked through it with Ranged weapons)";
export const GATE_KEY_RULE =
  "rio missions M4 Gate, M5 Find the Gate Security Clearance (a Survivor with the key card spends 1 Action in the Gate's Zone to remove it)";
export const GATE_BREAKS_RULE =
  "rio mission M4 Gate (the Gate is destroyed if 5+ Zombies are adjacent to it; passage is possible from then on)";

/** The map token a mission lays for a Gate (`{ "kind": "token", "name": "improvised-gate" }`). */
export const GATE_TOKEN = "improvised-gate";

/** A Gate standing on the boundary between its token's Zone and the next one on `side`. */
export interface Gate {
  readonly token: string;
  /** The token's Zone, then the Zone across the Gate. */
  readonly zones: readonly [ZoneId, ZoneId];
  /** The board edge it closes. */
  readonly edge: string;
}

export interface GatesState {
  /** Gates still standing. */
  readonly gates: readonly Gate[];
  /** The KEYWORD that lets a Survivor remove a Gate (null: none can). */
  readonly key: string | null;
  /** Zombies adjacent to a Gate that destroy it (null: never). */
  readonly breaksAt: number | null;
}

export const gatesSlice = slice<GatesState>("gates", { gates: [], key: null, breaksAt: null });

type Side = "N" | "E" | "S" | "W";
const SIDES: readonly Side[] = ["N", "E", "S", "W"];

/** The edge on `side` of cell (x, y), or -1. */
function edgeOn(board: Board, x: number, y: number, side: Side): number {
  const w = board.width;
  if (side === "E") return x + 1 < w ? (board.eastEdge[y * w + x] ?? -1) : -1;
  if (side === "S") return y + 1 < board.height ? (board.southEdge[y * w + x] ?? -1) : -1;
  if (side === "W") return x > 0 ? (board.eastEdge[y * w + x - 1] ?? -1) : -1;
  return y > 0 ? (board.southEdge[(y - 1) * w + x] ?? -1) : -1;
}

/**
 * The Gate on a token: on the side the mission's settings name (`sides: {token: "N"}`), else on the first side
 * (N, E, S, W) of the token's cell that has a boundary with another Zone.
 */
function gateOf(board: Board, t: BoardToken, sides: Readonly<Record<string, unknown>>): Gate | null {
  const wanted = sides[t.id];
  const order = typeof wanted === "string" && SIDES.includes(wanted as Side) ? [wanted as Side] : SIDES;
  for (const side of order) {
    const e = board.edges[edgeOn(board, t.x, t.y, side)];
    if (!e) continue;
    const other = e.zones[0] === t.zone ? e.zones[1] : e.zones[0];
    return {
      token: t.id,
      zones: [board.zones[t.zone]?.id as string, board.zones[other]?.id as string],
      edge: e.id,
    };
  }
  return null;
}

/** Setup: the map's Gate tokens and the mission's settings (`sides`, `key`, `breaksAt`). */
export function setupGates(state: ZombicideState, mission: MissionFile | undefined): ZombicideState {
  const board = boardOf(state);
  const settings = settingsOf(mission, "gates");
  const sides = (settings.sides ?? {}) as Record<string, unknown>;
  const gates = board.tokens
    .filter((t) => t.kind === "token" && t.props.name === GATE_TOKEN)
    .map((t) => gateOf(board, t, sides))
    .filter((g): g is Gate => g !== null);
  if (gates.length === 0) return state;
  return gatesSlice.write(state, {
    gates,
    key: typeof settings.key === "string" ? settings.key : null,
    breaksAt: typeof settings.breaksAt === "number" ? settings.breaksAt : null,
  });
}
