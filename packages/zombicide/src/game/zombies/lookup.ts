import type { ZombieType } from "@horda/content";
import type { ZombicideState, ZombieState } from "../types.ts";

/** The catalogue entry of a zombie's type; setup refuses zombies of unknown types, so it always exists. */
export function zombieType(state: ZombicideState, z: ZombieState): ZombieType {
  const t = state.zombieCatalog.types[z.type];
  if (!t) throw new Error(`zombie ${z.id} has type "${z.type}", which the game's catalogue does not know`);
  return t;
}

/** Zombies are split by type (§7); two Abominations with different cards are told apart by the card. */
export function splitKey(z: ZombieState): string {
  return z.card ?? z.type;
}

export function zombieMap(state: ZombicideState): Map<string, ZombieState> {
  const m = new Map<string, ZombieState>();
  for (const z of state.zombies) m.set(z.id, z);
  return m;
}
