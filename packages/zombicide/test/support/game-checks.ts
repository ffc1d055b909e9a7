import { replay } from "@horda/table";
import { type ZombicideState, zombicide } from "@horda/zombicide";
import { expect } from "vitest";
import { equipmentCards, zombieCards } from "./card-places.ts";
import type { playRandomGame } from "./mission-games.ts";

/** A random game's checks every property test makes, whatever the rules it plays. */

/** A check for each state of one game: it holds the first state's equipment and Zombie cards, none made or lost. */
export function cardsConserved(): (state: ZombicideState) => void {
  let first: ZombicideState | null = null;
  return (state) => {
    first ??= state;
    expect(equipmentCards(state)).toEqual(equipmentCards(first));
    expect(zombieCards(state)).toEqual(zombieCards(first));
  };
}

/** The game's record replays to its state, byte for byte. */
export function expectReplaysSame({ session }: Pick<ReturnType<typeof playRandomGame>, "session">): void {
  const again = replay(zombicide, session.record);
  expect(again.ok).toBe(true);
  if (again.ok) expect(JSON.stringify(again.value.state)).toBe(JSON.stringify(session.state));
}

/** How many times `pattern` (a /g pattern) occurs in a game's log or told rules. */
export const timesIn = (text: string, pattern: RegExp): number => (text.match(pattern) ?? []).length;

/** Counts, over a test's games, how often each pattern (a /g pattern) occurs in their logs. */
export function logCounts<K extends string>(patterns: Readonly<Record<K, RegExp>>) {
  const counts = Object.fromEntries(Object.keys(patterns).map((k) => [k, 0])) as Record<K, number>;
  return {
    counts,
    add(log: string): void {
      for (const k of Object.keys(patterns) as K[]) counts[k] += timesIn(log, patterns[k]);
    },
  };
}
