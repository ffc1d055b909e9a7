import type { Seat } from "@horda/table";
import type { ZEvent } from "@horda/zurvivors";

export interface RevealedCard {
  readonly seat: Seat;
  readonly card: string;
  readonly escape: boolean;
  readonly zombie: boolean;
}

/**
 * The cards of this round's latest simultaneous reveal, which everyone saw turned up together. A new round
 * clears it: by then those cards are shuffled back and dealt again.
 */
export function lastReveal(
  log: readonly { events: readonly ZEvent[] }[],
): { step: number; cards: RevealedCard[] } | null {
  let step = 0;
  let found: RevealedCard[] | null = null;
  for (const entry of log) {
    for (const e of entry.events) {
      if (e.type === "RoundStarted") found = null;
      if (e.type !== "CardsRevealed") continue;
      step++;
      found = (e.cards as unknown as RevealedCard[]).map((c) => ({ ...c }));
    }
  }
  return found ? { step, cards: found } : null;
}
