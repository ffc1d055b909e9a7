import type { ZombicideEvent } from "@horda/zombicide";

/**
 * An event whose line would tell a player nothing: "0 noise tokens removed", a spawn of none. The log, its tail
 * and the zombie-phase playback leave these out. A Zombie card that calls for nothing is still told in the log
 * (the player sees the Spawn Zone drew), but not played back.
 */
export function saysNothing(e: ZombicideEvent): boolean {
  if (e.type === "NoiseRemoved") return e.tokens === 0;
  if (e.type === "ZombiesSpawned") return e.zombies.length === 0;
  return false;
}

/** An event the zombie-phase playback skips: what says nothing, and a Zombie card that brings nobody. */
export function playsNothing(e: ZombicideEvent): boolean {
  return saysNothing(e) || (e.type === "ZombieCardDrawn" && e.amount === 0);
}
