import type { Seat } from "@horda/table";
import type { TokenKind, ZView } from "@horda/zurvivors";

export type Control = "you" | "human" | "bot";

export interface SeatModel {
  readonly seat: Seat;
  readonly survivor: string;
  readonly control: Control;
  readonly zombie: boolean;
  readonly first: boolean;
  readonly pos: number;
  readonly ability: "ready" | "used" | "blocked";
  readonly blockNext: boolean;
  readonly backpack: readonly TokenKind[];
  readonly handSize: number;
  /** Placed cards, oldest first; zombies place in the shared area instead. */
  readonly placed: readonly string[];
  readonly inRound: boolean;
  /** Has a card face down for this step (the card stays secret). */
  readonly chosen: boolean;
  /** Something is asked of this seat now. */
  readonly awaited: boolean;
  /** Its placement this round ("escape" or "last" with the card's order), if it has one. */
  readonly placement: { readonly order: number; readonly how: "escape" | "last" } | null;
  readonly objective: string | null;
  readonly reward: string | null;
}

/** Every seat as the viewer may see it, in table order. */
export function seatModels(view: ZView, humans: readonly Seat[]): SeatModel[] {
  const awaited = new Set(view.pending.map((d) => d.seat));
  return view.players.map((p) => {
    const placement = view.placements.find((x) => x.seat === p.seat);
    const order = placement
      ? view.set.placement.cards.find((c) => c.id === placement.card)?.order
      : undefined;
    return {
      seat: p.seat,
      survivor: p.survivor,
      control: p.seat === view.viewer ? "you" : humans.includes(p.seat) ? "human" : "bot",
      zombie: p.zombie,
      first: p.seat === view.firstPlayer,
      pos: p.pos,
      ability: p.ability,
      blockNext: p.blockNext,
      backpack: p.backpack,
      handSize: p.handSize,
      placed: p.placed,
      inRound: p.inRound,
      chosen: p.chosen,
      awaited: awaited.has(p.seat),
      placement: placement && order !== undefined ? { order, how: placement.how } : null,
      objective: p.objective,
      reward: p.reward,
    };
  });
}
