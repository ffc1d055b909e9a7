import type { Json } from "@horda/table";
import type { ZombicideState } from "../game/types.ts";

/**
 * A rule module's own part of the state (its "slice"), kept under the module's id in `state.slices`: plain
 * JSON like the rest, absent until the module first writes it. A module reads its slice with its default, so
 * a game saved before the module wrote anything reads the same as a new one.
 */
export interface Slice<T> {
  readonly id: string;
  /** The slice, or the default when the module has not written it yet. */
  read(state: ZombicideState): T;
  write(state: ZombicideState, value: T): ZombicideState;
  update(state: ZombicideState, change: (value: T) => T): ZombicideState;
}

export function slice<T>(id: string, initial: T): Slice<T> {
  const read = (state: ZombicideState): T => (state.slices?.[id] as T | undefined) ?? initial;
  const write = (state: ZombicideState, value: T): ZombicideState => ({
    ...state,
    slices: { ...(state.slices ?? {}), [id]: value as unknown as Json },
  });
  return { id, read, write, update: (state, change) => write(state, change(read(state))) };
}
