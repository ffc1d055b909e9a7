import type { ZombicideEvent } from "../events.ts";
import { inPlay, replaceSurvivor, survivorById } from "../survivors.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";
import type { ZombieTask } from "../zombies/tasks.ts";
import { runZombieWork } from "../zombies/work.ts";
import { hasSkill } from "./effects.ts";
import { SKILL_RULES } from "./rules.ts";

/**
 * Zombie link (§10): an Extra Activation card that activates Zombies (not at Blue, where it does nothing (?))
 * gives every survivor with the skill an extra Turn first: `extraTurn` tasks ahead of the activation. Only in
 * the Zombie Phase: a card drawn by a building spawn in the middle of a survivor's Turn gives none (engine
 * limitation).
 */
export function zombieLinkTurns(
  state: ZombicideState,
  card: string,
  events: ZombicideEvent[],
): ZombicideState {
  if (state.turn.phase !== "zombies") return state;
  const linked = state.survivors.filter((s) => inPlay(s) && hasSkill(s, "zombie-link", state));
  if (linked.length === 0) return state;
  const tasks: ZombieTask[] = linked.map((s) => ({ kind: "extraTurn", survivor: s.id }));
  for (const s of linked)
    events.push({
      type: "SkillUsed",
      survivor: s.id,
      skill: "zombie-link",
      rule: `${SKILL_RULES.zombieLink}, card #${card}`,
    });
  return { ...state, zombieWork: [...tasks, ...state.zombieWork] };
}

/** The extra Turn starts: the zombie work waits (`turn.extra`) until the survivor ends it. */
export function startExtraTurn(state: ZombicideState, id: string, events: ZombicideEvent[]): ZombicideState {
  const s = survivorById(state, id);
  if (!s || !inPlay(s)) return state;
  events.push({ type: "ExtraTurnStarted", survivor: id, rule: SKILL_RULES.zombieLink });
  // A new Turn: its Search is not the one of its Turn this round (§5 Search is once per Turn).
  const next =
    s.searchedRound === state.turn.round ? replaceSurvivor(state, { ...s, searchedRound: 0 }) : state;
  return { ...next, turn: { ...next.turn, extra: id, active: null } };
}

/** The extra Turn is over: the survivor keeps its place in the round, and the Zombie Phase goes on. */
export function endExtraTurn(state: ZombicideState, id: string, events: ZombicideEvent[]): ZombicideState {
  const s = survivorById(state, id) as SurvivorState;
  events.push({ type: "TurnEnded", survivor: id, actionsLost: Math.max(0, s.actionsLeft) });
  const { extra: _, ...turn } = state.turn;
  const next = replaceSurvivor(state, { ...s, actionsLeft: 0 });
  return runZombieWork({ ...next, turn: { ...turn, active: null } }, events);
}
