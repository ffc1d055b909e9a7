import { ok } from "@horda/table";
import { z } from "zod";
import type { Board, Edge } from "../../../board/types.ts";
import { actionsAvailable } from "../../../game/actions/availability.ts";
import type { ActionModule } from "../../../game/actions/module.ts";
import { boardOf, zoneIndex } from "../../../game/board-of.ts";
import { type CardUid, cardData, cardOf, pickCards } from "../../../game/cards.ts";
import { RULES, refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { heldCards } from "../../../game/inventory.ts";
import { addNoise } from "../../../game/noise.ts";
import { takeFreeAction } from "../../../game/skills/free-actions.ts";
import { survivorById } from "../../../game/survivors.ts";
import { activate } from "../../../game/turns.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { payAction } from "../../../kernel/pay.ts";
import { rulesOf } from "../../../kernel/registry.ts";
import { slice } from "../../../kernel/slices.ts";

export const THIN_RULE =
  "rio §Thin Walls (an Action with door-opening Equipment breaks one, no roll, noisy as opening a door; 1 per tile, a wall between 2 tiles counting for both; an opening from then on)";

/** The Thin Walls broken (edge ids) and the tiles (indexes in `board.tiles`) that have had theirs. */
interface ThinState {
  readonly broken: readonly string[];
  readonly tiles: readonly number[];
}
export const thinSlice = slice<ThinState>("thin-walls", { broken: [], tiles: [] });

export interface ThinWallBroken {
  readonly type: "ThinWallBroken";
  readonly survivor: string;
  readonly wall: string;
  readonly with: string;
  readonly noisy: boolean;
  readonly tiles: readonly string[];
  readonly rule: string;
}
declare module "../../../game/events.ts" {
  interface ModuleEvents {
    ThinWallBroken: ThinWallBroken;
  }
}

/** The tiles (indexes) whose cells the wall touches: one, or two for a wall on the seam between tiles. */
export function tilesOfWall(board: Board, edge: Edge): number[] {
  const out = new Set<number>();
  const tileAt = (x: number, y: number) =>
    board.tiles.findIndex((t) => x >= t.x && x < t.x + t.width && y >= t.y && y < t.y + t.height);
  for (const s of edge.sides) {
    for (const [x, y] of [[s.x, s.y], s.side === "E" ? [s.x + 1, s.y] : [s.x, s.y + 1]] as const) {
      const t = tileAt(x, y);
      if (t >= 0) out.add(t);
    }
  }
  return [...out].sort((a, b) => a - b);
}

/** Door-opening cards in the survivor's Hands, silent ones first (as for a door). */
function openers(state: ZombicideState, s: SurvivorState): CardUid[] {
  return heldCards(s)
    .filter((u) => cardData(state, u)?.door)
    .sort((a, b) => Number(cardData(state, a)?.door?.noisy) - Number(cardData(state, b)?.door?.noisy));
}

/** Why the survivor may not break this wall, or null. */
function wallRefusal(
  state: ZombicideState,
  s: SurvivorState,
  edge: Edge | undefined,
  id: string,
): string | null {
  if (!rulesOf(state).moduleIds.includes("thin-walls")) return "this game's rules have no Thin Walls";
  if (edge?.kind !== "thin") return `${id} is not a Thin Wall`;
  const t = thinSlice.read(state);
  if (t.broken.includes(edge.id)) return `the Thin Wall ${edge.id} is already broken`;
  if (!edge.zones.includes(zoneIndex(state, s.zone)))
    return `the Thin Wall ${edge.id} is not a wall of ${s.zone}`;
  const board = boardOf(state);
  const spent = tilesOfWall(board, edge).filter((i) => t.tiles.includes(i));
  if (spent.length > 0)
    return `tile ${spent.map((i) => board.tiles[i]?.tile).join(", ")} already has its one broken Thin Wall`;
  return null;
}

const thinWallsHere = (state: ZombicideState, s: SurvivorState): Edge[] =>
  boardOf(state).edges.filter((e) => e.kind === "thin" && wallRefusal(state, s, e, e.id) === null);

const schema = z.strictObject({
  type: z.literal("breakWall"),
  survivor: z.string().min(1).max(64),
  /** The wall's edge id (`W3`). */
  wall: z.string().min(1).max(16),
  /** The door-opening card in Hand to use (default: a silent one if held). */
  with: z.string().min(1).max(64).optional(),
});
export type BreakWallCommand = z.infer<typeof schema>;

/** Break a Thin Wall (1 Action, counted as a Door Action): a Broken Wall token, an opening from now on. */
export const breakWall: ActionModule<BreakWallCommand> = {
  type: "breakWall",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || actionsAvailable(state, s, "door") < 1) return [];
    const tools = [...new Set(openers(state, s).map(cardOf))];
    if (tools.length === 0) return [];
    return thinWallsHere(state, s).flatMap((e) =>
      tools.map((w) => ({ type: "breakWall" as const, survivor: s.id, wall: e.id, with: w })),
    );
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const board = boardOf(state);
    const edge = board.edges[board.edgeIndex[cmd.wall] ?? -1];
    const why = wallRefusal(state, s0, edge, cmd.wall);
    if (why || !edge) return refuse("cannot_break_wall", THIN_RULE, why ?? `${cmd.wall} is not a Thin Wall`);
    const held = openers(state, s0);
    const picked = cmd.with === undefined ? null : pickCards(held, [cmd.with]);
    const tool = picked === null ? held[0] : picked.ok ? picked.picks[0] : undefined;
    if (!tool)
      return refuse(
        "no_door_opener",
        THIN_RULE,
        `${s0.name} holds no door-opening equipment${cmd.with ? ` "${cmd.with}"` : ""} in a Hand`,
      );
    const events: ZombicideEvent[] = [];
    let next = takeFreeAction(activate(state, s0.id), s0.id, "door", events);
    const s = survivorById(next, s0.id) as SurvivorState;
    if (s.actionsLeft < 1) return refuse("not_enough_actions", RULES.actions, `${s.name} has no Action left`);
    const noisy = cardData(next, tool)?.door?.noisy === true;
    const tiles = tilesOfWall(board, edge);
    events.push({
      type: "ThinWallBroken",
      survivor: s.id,
      wall: edge.id,
      with: cardOf(tool),
      noisy,
      tiles: tiles.map((i) => board.tiles[i]?.tile ?? `${i}`),
      rule: THIN_RULE,
    });
    next = thinSlice.update(next, (t) => ({
      broken: [...t.broken, edge.id],
      tiles: [...new Set([...t.tiles, ...tiles])].sort((a, b) => a - b),
    }));
    if (noisy) next = addNoise(next, s.zone, s.id, "noisy wall breaking", events);
    return ok({ state: payAction(next, s.id, 1, events), events });
  },
};
