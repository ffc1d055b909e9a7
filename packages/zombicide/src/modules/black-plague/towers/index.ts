import type { BoardHookSet } from "../../../board/passage.ts";
import type { Board, Zone } from "../../../board/types.ts";
import type { ZombicideState } from "../../../game/types.ts";
import type { RuleModule } from "../../../kernel/module.ts";

export const TOWERS_RULE =
  "black-plague §17.4 Towers (ramparts block movement, not sight; from a tower one sees over the building next to it to the Zones beyond, the building counting for Range and unseen, and is seen from them; no sight between a walled tower Zone and the building Zones next to it, even through an open door)";

const isTower = (zone: Zone | undefined) =>
  (zone?.flags as readonly string[] | undefined)?.includes("tower") === true;

/** Zones that are towers walled by ramparts: a `tower` zone with a rampart on one of its edges. */
function walledTowers(board: Board): ReadonlySet<number> {
  const out = new Set<number>();
  for (const e of board.edges)
    if (e.kind === "rampart") for (const z of e.zones) if (isTower(board.zones[z])) out.add(z);
  return out;
}

const cache = new WeakMap<Board, ReadonlySet<number>>();
function towersOf(board: Board): ReadonlySet<number> {
  let t = cache.get(board);
  if (!t) {
    t = walledTowers(board);
    cache.set(board, t);
  }
  return t;
}

/**
 * Ramparts: a line of sight crosses them, a step never (the core's wall for movement). A walled tower Zone and a
 * building Zone sharing an edge do not see each other, whatever stands between them (an open door). Seeing over
 * a building from a tower: a line from a walled tower Zone passes over the building Zones right next to it (every
 * room in a row), which count for Range and are not seen, to the Zones beyond; those see the tower back (`over`).
 */
const towerSight: BoardHookSet<ZombicideState> = {
  id: "towers",
  crossing: ({ edge, purpose }) => (purpose === "sight" && edge.kind === "rampart" ? true : undefined),
  sight: ({ board, from, to, range }) => {
    if (range !== 1) return undefined;
    const towers = towersOf(board);
    const a = board.zones[from];
    const b = board.zones[to];
    if ((towers.has(from) && b?.kind === "building") || (towers.has(to) && a?.kind === "building"))
      return false;
    return undefined;
  },
  over: ({ board, from, zone, range, flying }) =>
    towersOf(board).has(from) && board.zones[zone]?.kind === "building" && (range === 1 || flying)
      ? true
      : undefined,
};

export const towers: RuleModule = {
  id: "towers",
  rule: TOWERS_RULE,
  board: towerSight,
  words: {
    en: {
      name: "Towers",
      summary: "Ramparts stop steps, not sight; no sight between a tower and the rooms next to it.",
    },
    "pt-BR": {
      name: "Torres",
      summary: "Muralhas barram passos, não a visão; sem visão entre uma torre e as salas ao lado.",
    },
  },
};
