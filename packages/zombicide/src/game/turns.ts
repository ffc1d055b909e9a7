import type { Seat } from "@horda/table";
import { rulesOf } from "../kernel/registry.ts";
import type { ZombicideEvent } from "./events.ts";
import { beginExtraTurn, endExtraTurn } from "./extra-turn.ts";
import { freshTurn, holdsFreeActions } from "./skills/free-actions.ts";
import { actionsPerTurn, replaceSurvivor, survivorById, survivorsWith, takesTurns } from "./survivors.ts";
import type { SurvivorState, ZombicideState } from "./types.ts";
import { startZombiePhase } from "./zombies/phase.ts";

export function currentSeat(state: ZombicideState): Seat | null {
  if (state.turn.phase !== "players") return null;
  return state.turn.order[state.turn.current] ?? null;
}

/** Survivors the seat may act with now: the active one, or any that has not played yet if none is active. */
export function actingSurvivors(state: ZombicideState, seat: Seat): SurvivorState[] {
  // An extra Turn (§10): only the survivor taking it acts (or one it lends an Action to, `turn.lent`).
  if (state.turn.extra !== undefined && state.turn.phase !== "over") {
    const started = state.turn.extraFrom !== undefined;
    const s = survivorById(state, started ? (state.turn.active ?? state.turn.extra) : state.turn.extra);
    return s && s.seat === seat && state.pending.length === 0 ? [s] : [];
  }
  if (state.turn.phase !== "players" || state.pending.length > 0) return [];
  if (state.turn.active) {
    const s = survivorById(state, state.turn.active);
    return s && s.seat === seat ? [s] : [];
  }
  const waiting = state.survivors.filter((s) => s.seat === seat && takesTurns(s) && !s.done);
  // A module may let a survivor take its Turn at any point in the Player Phase, between other Turns.
  const hooks = rulesOf(state).hooks;
  return currentSeat(state) === seat
    ? waiting
    : waiting.filter((s) => hooks.actsOutOfTurn({ state, survivor: s }));
}

/** Makes the survivor the active one, giving it its actions if its turn starts now. */
export function activate(state: ZombicideState, id: string): ZombicideState {
  if (state.turn.extra === id && state.turn.extraFrom === undefined) return beginExtraTurn(state, id);
  if (state.turn.active === id) return state;
  const s = survivorById(state, id) as SurvivorState;
  const started: SurvivorState = { ...freshTurn(s), actionsLeft: actionsPerTurn(s, state) };
  // The survivor stays where it is, so nobody follows it and no car loses it (as replaceSurvivor would check).
  return {
    ...state,
    survivors: state.survivors.map((o) => (o.id === id ? started : o)),
    turn: { ...state.turn, active: id },
  };
}

/**
 * Spends actions; when none are left the survivor's turn ends. `kind`: a Melee or Ranged Action (for `afterAction`);
 * `killed`: the Action killed zombies in an earlier command (its cost was paid after a decision).
 */
export function spend(
  state: ZombicideState,
  id: string,
  cost: number,
  events: ZombicideEvent[],
  kind?: "melee" | "ranged",
  killed = false,
): ZombicideState {
  const s = survivorById(state, id) as SurvivorState;
  // The modules' `afterAction` hooks run first; a survivor holding a free Action goes on at 0 Actions (§10).
  const after = replaceSurvivor(state, { ...s, actionsLeft: s.actionsLeft - cost });
  const next = rulesOf(after).hooks.afterAction({ survivor: id, events, kind, killedBefore: killed }, after);
  return s.actionsLeft - cost <= 0 && !holdsFreeActions(next, survivorById(next, id) as SurvivorState)
    ? endSurvivorTurn(next, id, events)
    : next;
}

/**
 * The Turn of the survivor taking it ends once that survivor is out of play (eliminated during its own Action,
 * where the mission goes on): nothing of it may act any more. The same state when there is none.
 */
export function endFallenTurn(state: ZombicideState, events: ZombicideEvent[]): ZombicideState {
  const id = state.turn.active;
  if (!id || state.turn.phase !== "players") return state;
  return survivorById(state, id)?.eliminated ? endSurvivorTurn(state, id, events) : state;
}

export function endSurvivorTurn(state: ZombicideState, id: string, events: ZombicideEvent[]): ZombicideState {
  // A lent Action (§10, `turn.lent`) is used: the leader carries on with its Turn.
  if (state.turn.lent?.target === id) return endLentAction(state, events);
  if (state.turn.extra === id && state.turn.extraFrom !== undefined) return endExtraTurn(state, id, events);
  const s = survivorById(state, id) as SurvivorState;
  events.push({ type: "TurnEnded", survivor: id, actionsLost: Math.max(0, s.actionsLeft) });
  // Its zone stays the same, so nobody follows it (one copy of the state, as replaceSurvivor's would be).
  let next: ZombicideState = {
    ...state,
    survivors: survivorsWith(state, { ...s, done: true, actionsLeft: 0 }),
    turn: { ...state.turn, active: null },
  };
  const seat = s.seat;
  // A survivor who played out of its seat's turn (`actsOutOfTurn`) hands play back to the seat whose turn it is.
  if (seat !== currentSeat(state)) return next;
  if (next.survivors.some((o) => o.seat === seat && takesTurns(o) && !o.done)) return next;
  events.push({ type: "SeatDone", seat });
  next = advanceSeat(next, events);
  return next;
}

function endLentAction(state: ZombicideState, events: ZombicideEvent[]): ZombicideState {
  const lent = state.turn.lent as NonNullable<ZombicideState["turn"]["lent"]>;
  const t = survivorById(state, lent.target) as SurvivorState;
  const { skillUses: _, ...rest } = t;
  let next = replaceSurvivor(state, {
    ...rest,
    actionsLeft: lent.targetActions,
    ...(lent.targetUses ? { skillUses: lent.targetUses } : {}),
  });
  const leader = survivorById(next, lent.leader) as SurvivorState;
  next = replaceSurvivor(next, { ...leader, actionsLeft: lent.leaderActions });
  const { lent: _l, ...turn } = next.turn;
  events.push({ type: "LentActionEnded", survivor: lent.target, leader: lent.leader });
  next = { ...next, turn: { ...turn, active: lent.leader } };
  return lent.leaderActions <= 0 && !holdsFreeActions(next, survivorById(next, lent.leader) as SurvivorState)
    ? endSurvivorTurn(next, lent.leader, events)
    : next;
}

/** Passes play to the next seat that still has survivors to play, or ends the player phase. */
function advanceSeat(state: ZombicideState, events: ZombicideEvent[]): ZombicideState {
  const { order } = state.turn;
  for (let i = state.turn.current + 1; i < order.length; i++) {
    const seat = order[i] as Seat;
    if (state.survivors.some((s) => s.seat === seat && takesTurns(s) && !s.done)) {
      return { ...state, turn: { ...state.turn, current: i, active: null } };
    }
  }
  return endPlayerPhase(state, events);
}

/** After the player phase come the zombie phase and the end phase (§7, zombies/phase.ts). */
function endPlayerPhase(state: ZombicideState, events: ZombicideEvent[]): ZombicideState {
  return startZombiePhase(state, events);
}

/** End phase: noise tokens are removed, the first player token passes to the left, a new round starts. */
export function endPhase(state: ZombicideState): ZombicideState {
  const [first, ...rest] = state.turn.order;
  const order = first === undefined ? [] : [...rest, first];
  return firstSeatToPlay({
    ...state,
    noise: {},
    // Weapons with the Reload trait all reload for free in the End Phase (§5 Reload).
    unloaded: [],
    dualFired: [],
    survivors: state.survivors.map((s) => ({ ...s, done: false, actionsLeft: 0 })),
    turn: { round: state.turn.round + 1, phase: "players", order, current: 0, active: null },
  });
}

/**
 * The round starts with the first seat in order that still has survivors to play: a seat whose survivors
 * have all escaped (or that has none) keeps its place in the order, and play passes on (§3 Turn order).
 */
export function firstSeatToPlay(state: ZombicideState): ZombicideState {
  const current = state.turn.order.findIndex((seat) =>
    state.survivors.some((s) => s.seat === seat && takesTurns(s) && !s.done),
  );
  return current <= 0 ? state : { ...state, turn: { ...state.turn, current } };
}
