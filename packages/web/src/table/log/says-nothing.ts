import type { ZombicideEvent } from "@horda/zombicide";

/**
 * An event whose line would tell a player nothing: "0 noise tokens removed", a card calling for 0 zombies, a
 * spawn of none. The log, its tail and the zombie-phase playback leave these out.
 */
export function saysNothing(e: ZombicideEvent): boolean {
  if (e.type === "NoiseRemoved") return e.tokens === 0;
  if (e.type === "ZombieCardDrawn") return e.amount === 0;
  if (e.type === "ZombiesSpawned") return e.zombies.length === 0;
  return false;
}
