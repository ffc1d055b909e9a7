import {
  type Board,
  type BoardToken,
  moduleOfDecision,
  profileById,
  type ZombicideView,
} from "@horda/zombicide";
import type { LogItem } from "../session/log-item.ts";
import { cellFromAnchor, freeCell } from "./cars-on-board.ts";

/** The Dragon Bile module's part of the state (`slices["dragon-bile"]`): the zones holding a Bile token. */
const BILE_SLICE = "dragon-bile";
/** A Rio Gate's map token; the `gates` slice lists those still standing. */
const GATE_TOKEN = "improvised-gate";

type Spawns = ZombicideView["spawns"];

/** Which of the map's own tokens the rules play (so the state says whether and how they are drawn). */
export interface MapTokensInPlay {
  /** The map's Necromancer Spawn tokens are Spawn Zones of the game: drawn while the game has them. */
  readonly necromancerSpawns: boolean;
  /** The map's Dragon Bile tokens are in the state's Bile tokens: drawn from there, not twice. */
  readonly bileFromState: boolean;
  /** The artefact tokens still holding a card (the others are drawn no more); null: drawn as the map has them. */
  readonly artefacts: ReadonlySet<string> | null;
  /** The Gate tokens still standing (Rio: a Gate removed or given way is drawn no more); null: as the map has them. */
  readonly gates: ReadonlySet<string> | null;
}

const NONE_IN_PLAY: MapTokensInPlay = {
  necromancerSpawns: false,
  bileFromState: false,
  artefacts: null,
  gates: null,
};

/** What the game's state says of the map's own tokens: the modules the profile plays and their slices. */
export function mapTokensInPlay(view: Pick<ZombicideView, "profile" | "slices">): MapTokensInPlay {
  const modules = profileById(view.profile)?.modules ?? [];
  const artefacts = (view.slices?.["vault-artefacts"] as { on?: Record<string, unknown> } | undefined)?.on;
  const gates = (view.slices?.gates as { gates?: readonly { token?: unknown }[] } | undefined)?.gates;
  return {
    necromancerSpawns: modules.includes("necromancers"),
    bileFromState: view.slices?.[BILE_SLICE] !== undefined,
    artefacts: artefacts ? new Set(Object.keys(artefacts)) : null,
    gates: Array.isArray(gates) ? new Set(gates.map((g) => String(g.token))) : null,
  };
}

/** Whether a map token of kind `token` is still drawn, and as what (a Necromancer's token flipped red is a spawn). */
function mapToken(t: BoardToken, byToken: ReadonlyMap<string, Spawns[number]>, play: MapTokensInPlay) {
  const name = t.props.name;
  if (name === "necromancer-spawn" && play.necromancerSpawns) {
    const now = byToken.get(t.id);
    if (!now) return null;
    return now.colour === "necromancer"
      ? t
      : { ...t, kind: "spawn" as const, props: { spawn: now.colour, active: true } };
  }
  if (name === "dragon-bile" && play.bileFromState) return null;
  if (name === "vault-artefact" && play.artefacts !== null && !play.artefacts.has(t.id)) return null;
  if (name === GATE_TOKEN && play.gates !== null && !play.gates.has(t.id)) return null;
  return t;
}

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

/**
 * The free cell of a zone nearest its anchor (the zone's centre, where its figures gather): a Bile or Fire token
 * is drawn there, and the zone's figures, which keep off token cells, stand around it. Every cell taken: the
 * nearest one.
 */
const nearCell = (board: Board, zone: number, taken: ReadonlySet<number>) =>
  cellFromAnchor(board, zone, taken, "nearest");

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
 * survivors), one Dragon Bile token per zone holding one, and the Dragon Fire just lit (`fire`). Spawn tokens go
 * to the zone's far side, Bile and Fire to its centre (the figures stand around them). The same board comes back
 * when nothing differs.
 */
export function boardWithStateTokens(
  board: Board,
  spawns: Spawns,
  bile: readonly string[],
  fire: readonly string[] = [],
  play: MapTokensInPlay = NONE_IN_PLAY,
): Board {
  const byToken = new Map(spawns.map((s) => [s.token, s]));
  let changed = false;
  const kept: BoardToken[] = [];
  for (const t of board.tokens) {
    if (t.kind === "token") {
      const shown = mapToken(t, byToken, play);
      if (shown !== t) changed = true;
      if (shown) kept.push(shown);
      continue;
    }
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
  const onMap = new Set(
    board.tokens
      .filter((t) => t.kind === "spawn" || (play.necromancerSpawns && t.props.name === "necromancer-spawn"))
      .map((t) => t.id),
  );
  const added = [
    ...spawns
      .filter((s) => !onMap.has(s.token))
      .map((s) => ({
        id: `spawn:${s.token}`,
        zone: s.zone,
        ...laid(s.colour === "necromancer" ? "necromancer" : "spawn", s.colour),
      })),
    ...bile.map((zone, i) => ({ id: `bile:${i}`, zone, ...laid("bile", ""), centre: true })),
    ...fire.map((zone, i) => ({ id: `fire:${i}`, zone, ...laid("fire", ""), centre: true })),
  ];
  if (!changed && added.length === 0) return board;
  const taken = new Set(kept.filter((t) => t.kind !== "zombies").map((t) => t.y * board.width + t.x));
  const tokens = [...kept];
  for (const a of added) {
    const zone = board.zoneIndex[a.zone];
    if (zone === undefined) continue;
    const cell = "centre" in a ? nearCell(board, zone, taken) : freeCell(board, zone, taken);
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
