import type { ZombicideEvent } from "../events.ts";
import { survivorById } from "../survivors.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";
import { hasSkill } from "./effects.ts";
import { chainAction } from "./escalation.ts";
import { grantLeft, recordUse } from "./free-actions.ts";
import { SKILL_RULES } from "./rules.ts";

/**
 * Code hooks run when a survivor pays for an Action (`spend`), before its Turn may end. Hit & run: a bonus
 * free Move right after a Melee or Ranged Action that killed; one not taken at once is lost.
 */
export function afterAction(
  state: ZombicideState,
  id: string,
  events: readonly ZombicideEvent[],
  kind?: "melee" | "ranged",
  killedBefore = false,
): ZombicideState {
  let next = chainAction(state, id, kind);
  let s = survivorById(next, id) as SurvivorState;
  if (!hasSkill(s, "hit-and-run", next)) return next;
  if (grantLeft(next, s, "hit-and-run")) next = recordUse(next, id, "used:hit-and-run");
  s = survivorById(next, id) as SurvivorState;
  const killed = killedBefore || events.some((e) => e.type === "ZombieKilled" && e.by === id);
  if (!killed) return next;
  (events as ZombicideEvent[]).push({
    type: "SkillUsed",
    survivor: id,
    skill: "hit-and-run",
    rule: SKILL_RULES.hitAndRun,
  });
  return recordUse(next, id, "grant:hit-and-run");
}
