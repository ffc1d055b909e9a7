import type { ZombicideEvent } from "../../../game/events.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import { inPlay } from "../../../game/survivors.ts";
import type { ZombicideState } from "../../../game/types.ts";
import type { ZombieTask } from "../../../game/zombies/tasks.ts";
import { RULE } from "./rule.ts";

/**
 * Zombie link (§10): every Extra Activation card drawn (at Blue too, where it activates nothing) gives every
 * survivor with the skill an extra Turn first: `extraTurn` tasks ahead of the activation. In the
 * Players' Phase (a building spawn) the extra Turn interrupts the Turn going on, which resumes after it.
 */
export function zombieLinkTurns(
  state: ZombicideState,
  card: string,
  events: ZombicideEvent[],
): ZombicideState {
  const linked = state.survivors.filter((s) => inPlay(s) && hasSkill(s, "zombie-link", state));
  if (linked.length === 0) return state;
  const tasks: ZombieTask[] = linked.map((s) => ({
    kind: "extraTurn",
    survivor: s.id,
    rule: RULE,
  }));
  for (const s of linked)
    events.push({
      type: "SkillUsed",
      survivor: s.id,
      skill: "zombie-link",
      rule: `${RULE}, card #${card}`,
    });
  return { ...state, zombieWork: [...tasks, ...state.zombieWork] };
}
