import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import { recordUse, usedThisTurn } from "../../../game/skills/free-actions.ts";
import { replaceSurvivor, survivorById, takesTurns } from "../../../game/survivors.ts";
import { activate } from "../../../game/turns.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { RULE } from "./rule.ts";

const schema = z.strictObject({
  type: z.literal("bornLeader"),
  survivor: z.string().min(1).max(64),
  /** The survivor who gets the free Action and uses it at once. */
  to: z.string().min(1).max(64),
});
export type BornLeaderCommand = z.infer<typeof schema>;

function refusal(state: ZombicideState, s: SurvivorState, to: string): string | null {
  if (!hasSkill(s, "born-leader", state)) return `${s.name} is not a Born leader`;
  if (state.turn.lent) return "a lent Action is being used";
  if (usedThisTurn(state, s, "born-leader") > 0) return `${s.name} has already lent an Action this Turn`;
  const t = survivorById(state, to);
  if (!t || !takesTurns(t) || t.id === s.id) return `"${to}" is not another survivor in play`;
  return null;
}

/**
 * Born leader (§10): during its Turn, free, gives 1 Action to another survivor, who uses it at once (it becomes
 * the active survivor with 1 Action; its seat plays it); then the Born leader carries on. Once per Turn (?).
 */
export const bornLeader: ActionModule<BornLeaderCommand> = {
  type: "bornLeader",
  schema,
  kind: "survivor",
  needsSkill: ["born-leader"],
  legal(state, _seat, s) {
    if (!s || state.turn.lent || !hasSkill(s, "born-leader", state)) return [];
    return state.survivors
      .filter((t) => refusal(state, s, t.id) === null)
      .map((t) => ({ type: "bornLeader" as const, survivor: s.id, to: t.id }));
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const no = refusal(state, s0, cmd.to);
    if (no) return refuse("cannot_lead", RULE, no);
    let next = recordUse(activate(state, s0.id), s0.id, "born-leader");
    const leader = survivorById(next, s0.id) as SurvivorState;
    const t = survivorById(next, cmd.to) as SurvivorState;
    const { skillUses: uses, ...fresh } = t;
    next = replaceSurvivor(next, { ...fresh, actionsLeft: 1 });
    next = {
      ...next,
      turn: {
        ...next.turn,
        active: t.id,
        lent: {
          leader: leader.id,
          target: t.id,
          leaderActions: leader.actionsLeft,
          targetActions: t.actionsLeft,
          ...(uses ? { targetUses: uses } : {}),
        },
      },
    };
    const events: ZombicideEvent[] = [
      { type: "SkillUsed", survivor: leader.id, skill: "born-leader", rule: RULE },
      { type: "ActionLent", survivor: t.id, leader: leader.id, rule: RULE },
    ];
    return ok({ state: next, events });
  },
};
