import type { ZombicideView } from "@horda/zombicide";

/**
 * The card a dog holds in its mouth (Canine Companions: a card its Search found), as a uid; null for anyone
 * else. The engine keeps it in the module's slice (`slices.canine.held`), not in the dog's Hands or Backpack.
 */
export function dogHeldCard(view: Pick<ZombicideView, "slices">, survivor: string): string | null {
  const canine = view.slices?.canine;
  if (typeof canine !== "object" || canine === null || Array.isArray(canine)) return null;
  const held = canine.held;
  if (typeof held !== "object" || held === null || Array.isArray(held)) return null;
  const uid = held[survivor];
  return typeof uid === "string" ? uid : null;
}
