import { nextInt } from "@horda/table";
import type { ZombicideState } from "../../../game/types.ts";
import { slice } from "../../../kernel/slices.ts";

export const VIP_TRAIT = "vip-trophy";

/** The VIP module's state: the model of each VIP Walker on the board, and the trophies on each survivor's card. */
export interface VipSlice {
  /** Zombie id → model id (Santa, Policeman...), for the VIP Walkers on the board. */
  readonly models: Readonly<Record<string, string>>;
  /** Survivor id → the models of the VIP Walkers it killed and keeps on its ID card. */
  readonly trophies: Readonly<Record<string, readonly string[]>>;
}

export const vipSlice = slice<VipSlice>("vip-walkers", { models: {}, trophies: {} });

export function isVipType(state: ZombicideState, type: string): boolean {
  return state.zombieCatalog.types[type]?.traits?.includes(VIP_TRAIT) ?? false;
}

/** Every trophy held, all survivors together. */
export function trophiesHeld(v: VipSlice): number {
  let n = 0;
  for (const list of Object.values(v.trophies)) n += list.length;
  return n;
}

/**
 * Draws a model at random among the miniatures of the type still in the box (the pack's `models`, less those on
 * the board and those kept as trophies), as the seed says: the player does not choose which VIP comes.
 */
export function drawModel(
  state: ZombicideState,
  type: string,
): { state: ZombicideState; model: string | null } {
  const models = state.zombieCatalog.types[type]?.models ?? [];
  const v = vipSlice.read(state);
  const used: Record<string, number> = {};
  for (const z of state.zombies) {
    const m = v.models[z.id];
    if (m !== undefined && z.type === type) used[m] = (used[m] ?? 0) + 1;
  }
  for (const list of Object.values(v.trophies)) for (const m of list) used[m] = (used[m] ?? 0) + 1;
  const box = models.flatMap((m) =>
    Array.from({ length: Math.max(0, m.count - (used[m.id] ?? 0)) }, () => m.id),
  );
  if (box.length === 0) return { state, model: null };
  const [i, rng] = nextInt(state.rng, 0, box.length - 1);
  return { state: { ...state, rng }, model: box[i] as string };
}

/** Gives models to the VIP Walkers among `ids` that have none yet. */
export function giveModels(state: ZombicideState, ids: readonly string[]): ZombicideState {
  let next = state;
  for (const id of ids) {
    const z = next.zombies.find((x) => x.id === id);
    if (!z || !isVipType(next, z.type) || vipSlice.read(next).models[id] !== undefined) continue;
    const drawn = drawModel(next, z.type);
    next = drawn.state;
    const model = drawn.model;
    if (model !== null) next = vipSlice.update(next, (v) => ({ ...v, models: { ...v.models, [id]: model } }));
  }
  return next;
}

/** The distinct models among a survivor's trophies. */
export function distinctModels(v: VipSlice, survivor: string): string[] {
  return [...new Set(v.trophies[survivor] ?? [])].sort();
}
