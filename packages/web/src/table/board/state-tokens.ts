import { type Board, type BoardToken, moduleOfDecision, type ZombicideView } from "@horda/zombicide";
import type { LogItem } from "../session/log-item.ts";
import { freeCell } from "./cars-on-board.ts";

/** The Dragon Bile module's part of the state (`slices["dragon-bile"]`): the zones holding a Bile token. */
const BILE_SLICE = "dragon-bile";

type Spawns = ZombicideView["spawns"];

/** The zones holding a Dragon Bile token now (Black Plague), one entry per token. */
export function bileZones(slices: ZombicideView["slices"]): readonly string[] {
  const zones = (slices?.[BILE_SLICE] as { zones?: unknown } | undefined)?.zones;
  return Array.isArray(zones) ? zones.filter((z): z is string => typeof z === "string") : [];
}

/**
 * Where Dragon Fire burned in the last command (the token is gone from the state by then), looking past the
 * answers to the decisions it raised (a dead Necromancer's Spawn Zone): the board shows the fire there until the
 * next command, so the players see what the log says.
 */
export function fireZones(items: readonly LogItem[]): readonly string[] {
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i];
    if (item?.kind !== "command") return [];
    const zones = item.events.flatMap((e) =>
      e.type === "DragonFire" ? [String((e as { zone?: unknown }).zone ?? "")] : [],
    );
    if (zones.length > 0) return zones;
    // A decision's answer is a command of the decision's kind; anything else ends the look back.
    if (!item.command || moduleOfDecision(item.command.type) === undefined) return [];
  }
  return [];
}

/** A token the state lays in play: a Necromancer's own Spawn token, a red one left by its escape, a Bile token. */
function laid(
  kind: "spawn" | "necromancer" | "bile" | "fire",
  colour: string,
): Pick<BoardToken, "kind" | "props"> {
  if (kind === "necromancer") return { kind: "token", props: { name: "necromancer-spawn" } };
  if (kind === "bile") return { kind: "token", props: { name: "dragon-bile" } };
  if (kind === "fire") return { kind: "token", props: { name: "dragon-fire" } };
  return { kind: "spawn", props: { spawn: colour, active: true } };
}

/**
 * The board's Spawn and Bile tokens as the game stands: a map Spawn token the game no longer has is gone (a
 * Necromancer killed took its zone away), one it still has shows whether it is active now; Spawn tokens laid in
 * play are added (a Necromancer's own, drawn as such; the red one its escape leaves; extra tokens for more
 * survivors), one Dragon Bile token per zone holding one, and the Dragon Fire just lit (`fire`). The same board
 * comes back when nothing differs.
 */
export function boardWithStateTokens(
  board: Board,
  spawns: Spawns,
  bile: readonly string[],
  fire: readonly string[] = [],
): Board {
  const byToken = new Map(spawns.map((s) => [s.token, s]));
  let changed = false;
  const kept: BoardToken[] = [];
  for (const t of board.tokens) {
    if (t.kind !== "spawn") {
      kept.push(t);
      continue;
    }
    const now = byToken.get(t.id);
    if (!now) {
      changed = true;
      continue;
    }
    const active = now.activeFrom !== null;
    if ((t.props.active !== false) === active && t.props.spawn === now.colour) kept.push(t);
    else {
      changed = true;
      kept.push({ ...t, props: { ...t.props, spawn: now.colour, active } });
    }
  }
  const onMap = new Set(board.tokens.filter((t) => t.kind === "spawn").map((t) => t.id));
  const added = [
    ...spawns
      .filter((s) => !onMap.has(s.token))
      .map((s) => ({
        id: `spawn:${s.token}`,
        zone: s.zone,
        ...laid(s.colour === "necromancer" ? "necromancer" : "spawn", s.colour),
      })),
    ...bile.map((zone, i) => ({ id: `bile:${i}`, zone, ...laid("bile", "") })),
    ...fire.map((zone, i) => ({ id: `fire:${i}`, zone, ...laid("fire", "") })),
  ];
  if (!changed && added.length === 0) return board;
  const taken = new Set(kept.filter((t) => t.kind !== "zombies").map((t) => t.y * board.width + t.x));
  const tokens = [...kept];
  for (const a of added) {
    const zone = board.zoneIndex[a.zone];
    if (zone === undefined) continue;
    const cell = freeCell(board, zone, taken);
    if (cell === null) continue;
    taken.add(cell);
    tokens.push({
      index: board.tokens.length + tokens.length,
      id: a.id,
      kind: a.kind,
      zone,
      x: cell % board.width,
      y: Math.floor(cell / board.width),
      props: a.props,
    });
  }
  return { ...board, tokens };
}
