import { backpackSize, type ZombicideView } from "@horda/zombicide";

type Survivor = ZombicideView["survivors"][number];

/**
 * A survivor's Backpack as the engine counts it (profile, skills, modules), and how many slots its Wounds take
 * (a classic Wounded card fills a slot until healed: module wound-cost's `backpackSlots`).
 */
export function reserveOf(
  view: ZombicideView,
  s: Survivor,
): { readonly slots: number; readonly wounded: number } {
  const slots = backpackSize(s, view);
  const unhurt = backpackSize({ ...s, wounds: 0 }, view);
  return { slots, wounded: Math.max(0, unhurt - slots) };
}
