import type { Survivor } from "@horda/content";
import type { Playable } from "../content/playable.ts";
import { SANDBOX_MODULE } from "../setup/build-config.ts";
import { type NewGameOptions, seatOf } from "../setup/options.ts";

/**
 * What the server needs to open a Zombicide room (docs/protocol.md, "Opening a room per game"): the
 * mission id and the new-game choices; the server builds the engine config from its own content, with the
 * host's traced `tiles` (`roomTiles`) in place of the tiles they replace when given, and the ID cards the host
 * entered for the survivors in play (`survivorCards`). Null for a bare map, which online rooms do not play.
 */
export function onlineRoomOptions(
  o: NewGameOptions,
  playable: Playable,
  tiles: Readonly<Record<string, string>> | null = null,
  cards: readonly Survivor[] = [],
) {
  if (playable.kind !== "mission" || !playable.mission) return null;
  return {
    mission: playable.mission.id,
    players: o.players.length,
    survivors: Object.entries(o.survivors).map(([id, player]) => ({ id, seat: seatOf(player) })),
    ...(o.sandbox ? { modules: [SANDBOX_MODULE] } : {}),
    boxes: o.boxes,
    startingDeal: o.startingDeal,
    autoZombieChoices: o.autoZombieChoices,
    ...(tiles ? { tiles } : {}),
    ...(cards.length > 0 ? { survivorCards: [...cards] } : {}),
  };
}

/** The host's entered ID cards (user pack) of the survivors chosen for the game: what a room needs, nothing more. */
export function roomSurvivorCards(user: readonly Survivor[], chosen: readonly string[]): Survivor[] {
  return user.filter((s) => {
    const id = s.replaces?.split("/")[1];
    return id !== undefined && chosen.includes(id);
  });
}
