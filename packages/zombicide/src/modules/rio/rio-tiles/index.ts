import type { BoardHookSet } from "../../../board/passage.ts";
import type { Zone } from "../../../board/types.ts";
import { boardOf, zoneIndex } from "../../../game/board-of.ts";
import type { ZombicideState } from "../../../game/types.ts";
import type { Refusal, SurvivorContext, ZombieMoves, ZombiesEnterContext } from "../../../kernel/hooks.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";

export const STANDS_RULE =
  "rio §Maracanã Stadium (Stairs work as open Doors; Stands are building Zones that cannot be Searched, separated by markings; open areas are streets)";
export const PARK_RULE =
  "rio §Park (a Dark Zone that cannot be Searched; it obstructs Line of Sight; entered from any adjacent Zone without a wall)";
export const SEA_RULE =
  "rio §Sea Zones (water cannot be entered by Survivors or Zombies; Zombies spawned there always move away; sand is street)";

const has = (zone: Zone | undefined, flag: string) =>
  (zone?.flags as readonly string[] | undefined)?.includes(flag) === true;

/**
 * Park: a line of sight that enters it stops there. Sea: survivors never step into the water; zombies' own tables
 * keep the way out of it open (those spawned there walk away), `zombiesEnter` keeps them from stepping in.
 * Stairs need nothing: the core lets sight and steps through a `stairs` edge, as through an open door.
 */
const tileHooks: BoardHookSet<ZombicideState> = {
  id: "rio-tiles",
  actorClass: (actor) => (actor === "survivor" ? "survivor" : "zombie"),
  opaque: ({ board, zone }) => (has(board.zones[zone], "park") ? true : undefined),
  crossing: ({ board, edge, purpose, actor }) => {
    if (purpose !== "move" || actor !== "survivor") return undefined;
    const [a, b] = edge.zones;
    return has(board.zones[a], "sea") || has(board.zones[b], "sea") ? false : undefined;
  },
};

/** Stands and the Park cannot be Searched. */
function noSearch(ctx: SurvivorContext): Refusal | null {
  const zone = boardOf(ctx.state).zones[zoneIndex(ctx.state, ctx.survivor.zone)];
  if (has(zone, "stand"))
    return {
      code: "stand",
      why: `${ctx.survivor.zone} is a Stadium Stand: it cannot be Searched`,
      rule: STANDS_RULE,
    };
  if (has(zone, "park"))
    return {
      code: "park",
      why: `${ctx.survivor.zone} is the Park: it cannot be Searched`,
      rule: PARK_RULE,
    };
  return null;
}

/** Zombies never step into the water (those in it step out). */
function keepOutOfTheSea(ctx: ZombiesEnterContext, moves: readonly ZombieMoves[]): readonly ZombieMoves[] {
  const board = boardOf(ctx.state);
  return moves.map(([to, ids]) => {
    if (ids.length === 0 || !has(board.zones[board.zoneIndex[to] ?? -1], "sea")) return [to, ids] as const;
    ctx.events.push({
      type: "ZombiesStayed",
      zone: ctx.from,
      zombies: ids,
      why: `${to} is the sea`,
      rule: SEA_RULE,
    });
    return [to, []] as const;
  });
}

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-maracan-stadium": "rio §Maracanã Stadium",
    "rule.rio-park": "rio §Park",
    "rule.rio-sea-zones": "rio §Sea Zones",
  },
  "pt-BR": {
    "rule.rio-maracan-stadium": "rio §Estádio do Maracanã",
    "rule.rio-park": "rio §Parque",
    "rule.rio-sea-zones": "rio §Zonas de Mar",
  },
};

/**
 * Rio Z Janeiro's new tiles: the Maracanã's Stands (no Search) and Stairs (open doors, by the core), the Park
 * (no Search; opaque to sight; a Dark Zone by its `dark` flag) and the Sea (nobody steps in). Tiles mark them with
 * the zone flags `stand`, `park`, `sea` and the edge kind `stairs`.
 */
export const rioTiles: RuleModule = {
  id: "rio-tiles",
  ...PLAY,
  rule: STANDS_RULE,
  board: tileHooks,
  hooks: { searchRefused: noSearch, zombiesEnter: keepOutOfTheSea },
  words: joinWords(
    {
      en: {
        name: "Rio tiles",
        summary:
          "Stadium Stands and the Park cannot be Searched; the Park blocks sight; nobody enters the sea.",
      },
      "pt-BR": {
        name: "Peças do Rio",
        summary:
          "Arquibancadas e o Parque não podem ser Vasculhados; o Parque bloqueia a visão; ninguém entra no mar.",
      },
    },
    PLAY_WORDS,
    CITED,
  ),
};
