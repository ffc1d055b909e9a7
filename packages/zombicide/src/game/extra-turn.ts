import type { ZombicideEvent } from "./events.ts";
import { freshTurn } from "./skills/free-actions.ts";
import { actionsPerTurn, inPlay, replaceSurvivor, survivorById } from "./survivors.ts";
import type { SurvivorState, ZombicideState } from "./types.ts";
import type { ZombieTask } from "./zombies/tasks.ts";
import { runZombieWork } from "./zombies/work.ts";

const EXTRA_TURN_RULE =
  "core-2e §10 an extra Turn (a rule grants a survivor a Turn before the zombie work goes on)";

/**
 * Extra Turns (`turn.extra`): a rule module queues an `extraTurn` zombie task (§10); when it runs,
 * the survivor takes a whole new Turn before the zombie work that follows. In the Players' Phase (a building
 * spawn) the extra Turn interrupts the Turn going on, which resumes after it.
 */
/** The extra Turn is due: the zombie work waits (`turn.extra`) until the survivor has played it. */
export function startExtraTurn(
  state: ZombicideState,
  task: Extract<ZombieTask, { kind: "extraTurn" }>,
  events: ZombicideEvent[],
): ZombicideState {
  const id = task.survivor;
  const s = survivorById(state, id);
  if (!s || !inPlay(s)) return state;
  events.push({ type: "ExtraTurnStarted", survivor: id, rule: task.rule ?? EXTRA_TURN_RULE });
  // A new Turn: its Search is not the one of its Turn this round (§5 Search is once per Turn).
  const next =
    s.searchedRound === state.turn.round ? replaceSurvivor(state, { ...s, searchedRound: 0 }) : state;
  return { ...next, turn: { ...next.turn, extra: id } };
}

/**
 * Its first Action starts the extra Turn: a whole new Turn for the survivor. The Turn it interrupts (a Door
 * Action's building spawn, perhaps its own) is kept in `extraFrom` and resumes afterwards.
 */
export function beginExtraTurn(state: ZombicideState, id: string): ZombicideState {
  const active = state.turn.active === null ? undefined : survivorById(state, state.turn.active);
  const from = active
    ? {
        survivor: active.id,
        actionsLeft: active.actionsLeft,
        ...(active.skillUses ? { skillUses: active.skillUses } : {}),
      }
    : null;
  const s = survivorById(state, id) as SurvivorState;
  return {
    ...replaceSurvivor(state, {
      ...freshTurn(s),
      actionsLeft: actionsPerTurn(s, state),
    }),
    turn: { ...state.turn, active: id, extraFrom: from },
  };
}

/** The extra Turn is over: the interrupted Turn (if any) resumes, and so does the zombie work. */
export function endExtraTurn(state: ZombicideState, id: string, events: ZombicideEvent[]): ZombicideState {
  const s = survivorById(state, id) as SurvivorState;
  events.push({ type: "TurnEnded", survivor: id, actionsLost: Math.max(0, s.actionsLeft) });
  const { extra: _, extraFrom: from, ...turn } = state.turn;
  let next = replaceSurvivor(state, { ...s, actionsLeft: 0 });
  if (from) {
    const { skillUses: _u, ...t } = survivorById(next, from.survivor) as SurvivorState;
    const { survivor: _s, ...kept } = from;
    next = replaceSurvivor(next, { ...t, ...kept });
  }
  return runZombieWork({ ...next, turn: { ...turn, active: from ? from.survivor : null } }, events);
}
