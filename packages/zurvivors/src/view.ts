import { type Json, type Seat, SPECTATOR, type Viewer } from "@horda/table";
import type { CardSet } from "./cards/schema.ts";
import type { TokenKind } from "./kinds.ts";
import type { Commit, GameResult, Placement, ZState } from "./state.ts";

export interface PlayerView {
  seat: Seat;
  survivor: string;
  zombie: boolean;
  pos: number;
  ability: "ready" | "used" | "blocked";
  blockNext: boolean;
  backpack: TokenKind[];
  handSize: number;
  placed: string[];
  inRound: boolean;
  /** Has chosen this step's card (the card itself stays secret until the reveal). */
  chosen: boolean;
  /** Face-down cards: shown to their owner, and to everyone once the survivor escaped. */
  objective: string | null;
  reward: string | null;
}

export interface ZView {
  viewer: Viewer;
  set: CardSet;
  seats: Seat[];
  players: PlayerView[];
  /** The viewer's own hand and secret choice (null for spectators). */
  hand: string[] | null;
  commit: Commit | null;
  time: number;
  round: number;
  firstPlayer: Seat;
  /** City track: face-down cards show as null ids. */
  track: {
    start: number;
    rescue: number;
    horde: number;
    cards: ({ id: string | null; faceUp: boolean } | null)[];
  };
  deckSize: number;
  discard: string[];
  zombieArea: string[];
  supply: Record<TokenKind, number>;
  placementDeck: string[];
  placements: Placement[];
  brokenIcons: number;
  /** Pending decisions: the viewer's own in full, others' by seat and kind only. */
  pending: { id: string; seat: Seat; kind: string; options?: Json[] }[];
  result: GameResult | null;
}

/** What `viewer` may see: other hands, secret choices, face-down cards and deck order are removed. */
export function view(s: ZState, viewer: Viewer): ZView {
  const me = viewer !== SPECTATOR && s.seats.includes(viewer) ? viewer : null;
  return {
    viewer,
    set: s.set,
    seats: [...s.seats],
    players: s.seats.map((seat) => {
      const p = s.players[seat]!;
      const open = seat === me || p.revealed;
      return {
        seat,
        survivor: p.survivor,
        zombie: p.zombie,
        pos: p.pos,
        ability: p.ability,
        blockNext: p.blockNext,
        backpack: [...p.backpack],
        handSize: p.hand.length,
        placed: [...p.placed],
        inRound: p.inRound,
        chosen: p.commit !== null,
        objective: open ? p.objective : null,
        reward: open ? p.reward : null,
      };
    }),
    hand: me ? [...s.players[me]!.hand] : null,
    commit: me ? s.players[me]!.commit : null,
    time: s.time,
    round: s.round,
    firstPlayer: s.firstPlayer,
    track: {
      start: s.track.start,
      rescue: s.track.rescue,
      horde: s.track.horde,
      cards: s.track.cards.map((c) => (c ? { id: c.faceUp ? c.id : null, faceUp: c.faceUp } : null)),
    },
    deckSize: s.deck.length,
    discard: [...s.discard],
    zombieArea: [...s.zombieArea],
    supply: { ...s.supply },
    placementDeck: [...s.placementDeck],
    placements: s.placements.map((p) => ({ ...p })),
    brokenIcons: s.brokenIcons,
    pending: s.pending.map((d) =>
      d.seat === me
        ? { id: d.id, seat: d.seat, kind: d.kind, options: d.options }
        : { id: d.id, seat: d.seat, kind: d.kind },
    ),
    result: s.result,
  };
}
