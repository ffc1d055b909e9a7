import type { SpawnCard } from "@horda/content";
import type { Board } from "../../../board/types.ts";
import { boardOf } from "../../../game/board-of.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { inPlay } from "../../../game/survivors.ts";
import type { ZombicideState, ZoneId } from "../../../game/types.ts";
import { placeSpawnLine } from "../../../game/zombies/spawn.ts";
import type { EventReading, ModuleWords, RuleModule } from "../../../kernel/module.ts";

export const MANHOLE_RULE =
  "classic §5c Manhole cards (its zombies come out of the manholes of every tile where a survivor stands; one group per manhole (?))";

/** The placed tiles (indexes in `board.tiles`) a zone lies on: a street Zone may run over several. */
function tilesOf(board: Board, zone: number): number[] {
  const out = new Set<number>();
  for (const cell of board.zones[zone]?.cells ?? []) {
    const x = cell % board.width;
    const y = Math.floor(cell / board.width);
    const t = board.tiles.findIndex((p) => x >= p.x && x < p.x + p.width && y >= p.y && y < p.y + p.height);
    if (t >= 0) out.add(t);
  }
  return [...out];
}

/**
 * Each manhole zone (once per manhole) whose manhole is printed on a tile where a survivor in play stands, in zone
 * order. A survivor in a Zone that runs over several tiles stands on each of them (?).
 */
export function manholesInUse(state: ZombicideState): ZoneId[] {
  const board = boardOf(state);
  const tiles = new Set(
    state.survivors.filter(inPlay).flatMap((s) => tilesOf(board, board.zoneIndex[s.zone] ?? -1)),
  );
  return board.zones.flatMap((z) => (z.spotTiles?.manhole ?? []).filter((t) => tiles.has(t)).map(() => z.id));
}

/** A manhole card was drawn: the zones its zombies come out in (none: no survivor on a tile with a manhole). */
export interface ManholeCardDrawn {
  readonly type: "ManholeCardDrawn";
  readonly card: string;
  readonly zone: ZoneId;
  readonly manholes: readonly ZoneId[];
  readonly rule: string;
}
declare module "../../../game/events.ts" {
  interface ModuleEvents {
    ManholeCardDrawn: ManholeCardDrawn;
  }
}
const EVENTS: Readonly<Record<string, EventReading>> = {
  ManholeCardDrawn: { fields: { manholes: "list" }, count: "manholes" },
};
const WORDS: ModuleWords = {
  en: {
    name: "Manholes",
    summary: "A manhole card's zombies come out of the manholes of every tile where a survivor stands.",
    "event.ManholeCardDrawn_one": "A manhole card: zombies climb out of the sewers at {{manholes}}",
    "event.ManholeCardDrawn_other": "A manhole card: zombies climb out of the sewers at {{manholes}}",
    "event.ManholeCardDrawn_zero":
      "A manhole card: no survivor stands on a tile with a manhole, nothing comes out",
  },
  "pt-BR": {
    name: "Bueiros",
    summary: "Os zumbis de uma carta de bueiro saem dos bueiros de cada peça onde há um Sobrevivente.",
    "event.ManholeCardDrawn_one": "Carta de bueiro: zumbis saem do esgoto em {{manholes}}",
    "event.ManholeCardDrawn_other": "Carta de bueiro: zumbis saem do esgoto em {{manholes}}",
    "event.ManholeCardDrawn_zero": "Carta de bueiro: nenhum Sobrevivente está numa peça com bueiro, nada sai",
  },
};

/**
 * Manhole cards (classic §5c, Season 1 cards #041 and #042, `manhole: true`): whether drawn for a Spawn Zone or a
 * building's room, the card's line at the highest Danger Level is placed at every manhole of each tile where a
 * survivor in play stands, and nowhere else (the room of a building spawn gets nothing, FAQ).
 */
export const classicManholes: RuleModule = {
  id: "classic-manholes",
  rule: MANHOLE_RULE,
  hooks: {
    zombieCardPlayed: (ctx) => {
      const card = ctx.state.zombieCatalog.spawnCards[ctx.card] as SpawnCard | undefined;
      if (card?.kind !== "mixed" || !card.manhole) return undefined;
      const manholes = manholesInUse(ctx.state);
      const events: ZombicideEvent[] = ctx.events;
      events.push({ type: "ManholeCardDrawn", card: card.id, zone: ctx.zone, manholes, rule: MANHOLE_RULE });
      return manholes.reduce((s, zone) => placeSpawnLine(s, card, zone, MANHOLE_RULE, events), ctx.state);
    },
  },
  events: EVENTS,
  words: WORDS,
};
