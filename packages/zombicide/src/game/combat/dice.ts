import { RngCursor } from "@horda/table";
import type { ZombicideState } from "../types.ts";

/** Rolls `n` d6: scripted results first (scenarios fix dice with them), then the seeded generator. */
export function rollDice(state: ZombicideState, n: number): [number[], ZombicideState] {
  const scripted = state.diceScript.slice(0, n);
  const cursor = new RngCursor(state.rng);
  const rolled = [...scripted];
  while (rolled.length < n) rolled.push(cursor.d6());
  const usedRng = rolled.length > scripted.length;
  return [
    rolled,
    {
      ...state,
      diceScript: state.diceScript.slice(scripted.length),
      ...(usedRng ? { rng: cursor.state() } : {}),
    },
  ];
}

/**
 * Hits of a roll: each die, plus the bonus but never above 6, that reaches the accuracy (§6). Accuracy is never
 * better than 2+ however bonuses stack, so a natural 1 always misses.
 */
export function countHits(dice: readonly number[], accuracy: number, bonus: number): number {
  return dice.filter((d) => d >= 2 && Math.min(6, d + bonus) >= accuracy).length;
}
