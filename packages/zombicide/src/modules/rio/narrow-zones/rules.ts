import type { BoardHookSet } from "../../../board/passage.ts";
import { boardOf, zoneIndex } from "../../../game/board-of.ts";
import type { ZombicideState, ZoneId } from "../../../game/types.ts";
import type { Refusal, SurvivorContext, ZombieMoves, ZombiesEnterContext } from "../../../kernel/hooks.ts";
import { freeSpots, isNarrow, NARROW_RULE } from "../narrow-spots.ts";

const ABOMINATION = /abomination/;

/**
 * Abominations treat Narrow Zones as blocked: no step into or out of one, so no path through one. Their sight is
 * untouched, and they still pull (zombie-pull). Other actors are told apart by the free Spots, not here.
 */
export const narrowBoardHooks: BoardHookSet<ZombicideState> = {
  id: "narrow-zones",
  actorClass: (actor) => (ABOMINATION.test(actor) ? "abomination" : "other"),
  crossing: ({ board, edge, purpose, actor }) => {
    if (purpose !== "move" || !ABOMINATION.test(actor)) return undefined;
    const [a, b] = edge.zones;
    return isNarrow(board.zones[a]) || isNarrow(board.zones[b]) ? false : undefined;
  },
};

/** A survivor may step into a Narrow Zone only onto a free Spot. */
export function narrowEntry(ctx: SurvivorContext & { readonly to: ZoneId }): Refusal | null {
  if (freeSpots(ctx.state, ctx.to) > 0) return null;
  return {
    code: "narrow_zone_full",
    why: `every Spot of the Narrow Zone ${ctx.to} is taken`,
    rule: NARROW_RULE,
  };
}

/** No Search in a Narrow Zone. */
export function narrowSearch(ctx: SurvivorContext): Refusal | null {
  const board = boardOf(ctx.state);
  if (!isNarrow(board.zones[zoneIndex(ctx.state, ctx.survivor.zone)])) return null;
  return {
    code: "narrow_zone",
    why: `${ctx.survivor.zone} is a Narrow Zone: it cannot be Searched`,
    rule: NARROW_RULE,
  };
}

/**
 * Zombies move into a Narrow Zone only onto free Spots: those beyond stay where they are (in the order the
 * group lists them), counting the zombies that already went in this step.
 */
export function narrowZombieMoves(
  ctx: ZombiesEnterContext,
  moves: readonly ZombieMoves[],
): readonly ZombieMoves[] {
  return moves.map(([to, ids]) => {
    const free = freeSpots(ctx.state, to);
    if (free === Number.POSITIVE_INFINITY || ids.length === 0) return [to, ids] as const;
    const room = Math.max(0, free - (ctx.entered.get(to) ?? 0));
    const going = ids.slice(0, room);
    const held = ids.slice(room);
    ctx.entered.set(to, (ctx.entered.get(to) ?? 0) + going.length);
    if (held.length > 0)
      ctx.events.push({
        type: "ZombiesStayed",
        zone: ctx.from,
        zombies: held,
        why: `the Narrow Zone ${to} is full`,
        rule: NARROW_RULE,
      });
    return [to, going] as const;
  });
}
