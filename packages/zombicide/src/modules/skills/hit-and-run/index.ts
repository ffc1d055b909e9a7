import type { ZombicideEvent } from "../../../game/events.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import { grantLeft, recordUse } from "../../../game/skills/free-actions.ts";
import { survivorById } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import type { RuleModule } from "../../../kernel/module.ts";

const RULE = "core-2e §10 Hit & run (after a kill, a free Move with no Zombie penalty)";

/**
 * Hit & run (§10): a bonus free Move right after a Melee or Ranged Action that killed; one not taken at once
 * is lost (the grant left from an earlier Action is marked used when the next Action is paid).
 */
function afterAction(
  state: ZombicideState,
  id: string,
  events: ZombicideEvent[],
  killedBefore: boolean,
): ZombicideState {
  let next = state;
  let s = survivorById(next, id) as SurvivorState;
  if (!hasSkill(s, "hit-and-run", next)) return next;
  if (grantLeft(next, s, "hit-and-run")) next = recordUse(next, id, "used:hit-and-run");
  s = survivorById(next, id) as SurvivorState;
  const killed = killedBefore || events.some((e) => e.type === "ZombieKilled" && e.by === id);
  if (!killed) return next;
  events.push({ type: "SkillUsed", survivor: id, skill: "hit-and-run", rule: RULE });
  return recordUse(next, id, "grant:hit-and-run");
}

export const hitAndRun: RuleModule = {
  id: "hit-and-run",
  rule: RULE,
  skills: ["hit-and-run"],
  hooks: {
    afterAction: (ctx, state) => afterAction(state, ctx.survivor, ctx.events, ctx.killedBefore === true),
  },
};
