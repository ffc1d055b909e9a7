import type { ZombicideEvent } from "../../../game/events.ts";
import { inventoryOf } from "../../../game/inventory.ts";
import { survivorById } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import type { SurvivorContext } from "../../../kernel/hooks.ts";
import { loseCards } from "../lose-cards.ts";
import { knockOutSlice } from "./state.ts";

export const KO_RULE =
  "Rio Z Janeiro / Fort Hendrix, KO / R.I.P. Rules (KOed at the last Health: equipment discarded, an Objective until the End Phase of the next round)";
export const RIP_RULE =
  "Rio Z Janeiro / Fort Hendrix, KO / R.I.P. Rules (not taken by the End Phase of the next round: dead for good)";

/**
 * A survivor lost its last Health: KOed, not dead. Its miniature lies down where it is, every card it holds
 * is discarded (no Keep roll), and it is an Objective until the End Phase of the next round.
 */
export function knockOut(
  ctx: { readonly survivor: string; readonly events: ZombicideEvent[] },
  state: ZombicideState,
): ZombicideState {
  const s = survivorById(state, ctx.survivor) as SurvivorState;
  // A Companion follows the core rules (one Wound eliminates it, §12): it is not KOed.
  if (s.companion) return state;
  const round = state.turn.round;
  const deadline = round + 1;
  const cards = inventoryOf(s);
  ctx.events.push({
    type: "SurvivorKnockedOut",
    survivor: s.id,
    zone: s.zone,
    deadline,
    discarded: cards,
    rule: KO_RULE,
  });
  const next = cards.length > 0 ? loseCards(state, s, cards) : state;
  return knockOutSlice.update(next, (ko) => ({ ...ko, down: { ...ko.down, [s.id]: { deadline, round } } }));
}

/** A KOed survivor (not dead yet) or a rescued one does not lose the game. */
export function spared(ctx: SurvivorContext): boolean {
  const ko = knockOutSlice.read(ctx.state);
  return ko.down[ctx.survivor.id] !== undefined || ko.rescued.includes(ctx.survivor.id);
}

/** End Phase: the KOed survivors whose deadline is this round and who were not taken die for good. */
export function deadlinePasses(
  ctx: { readonly events: ZombicideEvent[] },
  state: ZombicideState,
): ZombicideState {
  const ko = knockOutSlice.read(state);
  const round = state.turn.round;
  const dying = Object.entries(ko.down).filter(([, d]) => d.deadline <= round);
  if (dying.length === 0) return state;
  for (const [id] of dying) {
    const s = survivorById(state, id) as SurvivorState;
    ctx.events.push({ type: "SurvivorDied", survivor: id, zone: s.zone, rule: RIP_RULE });
  }
  const gone = new Set(dying.map(([id]) => id));
  return knockOutSlice.write(state, {
    ...ko,
    down: Object.fromEntries(Object.entries(ko.down).filter(([id]) => !gone.has(id))),
    dead: [...ko.dead, ...gone],
  });
}
