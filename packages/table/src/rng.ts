import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";

/** A seeded generator's state, kept inside a game state as plain JSON. */
export interface RngState {
  readonly algo: "xoroshiro128plus";
  readonly s: readonly number[];
}

/** Hashes a seed string to a 32-bit integer (FNV-1a), so any text can seed a game. */
export function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

export function seedRng(seed: string): RngState {
  return { algo: "xoroshiro128plus", s: [...xoroshiro128plus(hashSeed(seed)).getState()] };
}

/** A uniform integer in [from, to] and the generator's next state; the input state is not changed. */
export function nextInt(rng: RngState, from: number, to: number): [number, RngState] {
  const g = xoroshiro128plusFromState(rng.s);
  const value = uniformInt(g, from, to);
  return [value, { algo: rng.algo, s: [...g.getState()] }];
}

/** Fisher-Yates shuffle driven by the seeded generator; returns the new array and generator state. */
export function shuffle<T>(items: readonly T[], rng: RngState): [T[], RngState] {
  const out = [...items];
  const g = xoroshiro128plusFromState(rng.s);
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformInt(g, 0, i);
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return [out, { algo: rng.algo, s: [...g.getState()] }];
}

/**
 * A mutable cursor over an RngState for code that draws many numbers in one step.
 * Call `state()` at the end to store the advanced state back into the game state.
 */
export class RngCursor {
  private readonly g;
  constructor(rng: RngState) {
    this.g = xoroshiro128plusFromState(rng.s);
  }
  int(from: number, to: number): number {
    return uniformInt(this.g, from, to);
  }
  d6(): number {
    return this.int(1, 6);
  }
  state(): RngState {
    return { algo: "xoroshiro128plus", s: [...this.g.getState()] };
  }
}
