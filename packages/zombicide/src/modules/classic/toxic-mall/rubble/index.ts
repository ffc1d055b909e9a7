import type { BoardHookSet } from "../../../../board/passage.ts";
import type { Board } from "../../../../board/types.ts";
import { boardOf } from "../../../../game/board-of.ts";
import type { ZombicideState } from "../../../../game/types.ts";
import type { RuleModule } from "../../../../kernel/module.ts";

export const RUBBLE_RULE =
  "Toxic City Mall, Rubble (a Zone covered by Rubble, even partly, cannot be entered or crossed, by car neither, and blocks sight; no zombie is placed there)";

/** Zones covered by Rubble: a tile's `rubble` flag, or a map token named `rubble` in them (cached per board). */
const covered = new WeakMap<Board, ReadonlySet<number>>();
function rubbleZones(board: Board): ReadonlySet<number> {
  let out = covered.get(board);
  if (!out) {
    const zones = new Set<number>();
    for (const z of board.zones) if ((z.flags as readonly string[]).includes("rubble")) zones.add(z.index);
    for (const t of board.tokens) if (t.kind === "token" && t.props.name === "rubble") zones.add(t.zone);
    out = zones;
    covered.set(board, out);
  }
  return out;
}

/** Nobody steps or looks into or out of a Zone under Rubble. */
const rubbleHooks: BoardHookSet<ZombicideState> = {
  id: "rubble",
  crossing: ({ board, edge }) => {
    const zones = rubbleZones(board);
    if (zones.size === 0) return undefined;
    return zones.has(edge.zones[0]) || zones.has(edge.zones[1]) ? false : undefined;
  },
};

/**
 * Rubble (Toxic City Mall; seed 001): a Zone covered by Rubble is closed to every actor, on foot or by car, and to
 * sight (board `crossing`); a Zombie card drawn for it places nothing (`spawnCount`).
 */
export const rubble: RuleModule = {
  id: "rubble",
  rule: RUBBLE_RULE,
  board: rubbleHooks,
  hooks: {
    spawnCount: ({ state, zone }, spawn) => {
      const board = boardOf(state);
      const at = board.zoneIndex[zone];
      return at !== undefined && rubbleZones(board).has(at)
        ? { ...spawn, amount: 0, rule: RUBBLE_RULE }
        : spawn;
    },
  },
  words: {
    en: { name: "Rubble", summary: "A Zone under Rubble cannot be entered, crossed or seen into." },
    "pt-BR": {
      name: "Escombros",
      summary: "Uma Zona com Escombros não pode ser acessada, cruzada nem vista.",
    },
  },
};
