import { ok } from "@horda/table";
import { z } from "zod";
import { dropDecision } from "../../kernel/decisions.ts";
import { settle } from "../../kernel/resume.ts";
import { zombieWoundDecision } from "../decisions.ts";
import { RULES, refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import type { ZombicideState } from "../types.ts";
import { autoVictim, victims, woundOne } from "../zombies/attacks.ts";
import { isTask, type ZombieTask } from "../zombies/tasks.ts";
import type { ActionModule } from "./module.ts";

const schema = z.union([
  z.strictObject({
    type: z.literal("assignZombieWound"),
    decision: z.string().min(1).max(32).optional(),
    survivor: z.string().min(1).max(64),
  }),
  z.strictObject({
    type: z.literal("assignZombieWound"),
    decision: z.string().min(1).max(32).optional(),
    auto: z.literal(true),
  }),
]);
export type AssignZombieWoundCommand = z.infer<typeof schema>;

type WoundsTask = Extract<ZombieTask, { kind: "wounds" }>;

/**
 * §7 Attack: the players divide the zombies' Wounds among the survivors of the zone, one Wound per answer;
 * "auto" hands out all that are left (a survivor whose module ignores the first Wound takes it first, then the healthiest).
 */
export const assignZombieWound: ActionModule<AssignZombieWoundCommand> = {
  type: "assignZombieWound",
  schema,
  kind: "decision",
  legal(state, seat) {
    const found = zombieWoundDecision.find(state, seat, undefined);
    if (!found) return [];
    const { decision: d, options } = found;
    return [
      ...options.survivors.map((survivor) => ({
        type: "assignZombieWound" as const,
        decision: d.id,
        survivor,
      })),
      { type: "assignZombieWound", decision: d.id, auto: true },
    ];
  },
  apply(state, seat, cmd) {
    const found = zombieWoundDecision.find(state, seat, cmd.decision);
    const d = found?.decision;
    const task = state.zombieWork[0];
    if (!d || !isTask(task, "wounds"))
      return refuse(
        "no_such_decision",
        RULES.zombieAttack,
        `${seat} has no zombie Wounds to assign${cmd.decision ? ` (decision ${cmd.decision})` : ""}`,
      );
    const options = zombieWoundDecision.options(d);
    if ("survivor" in cmd && !options.survivors.includes(cmd.survivor))
      return refuse(
        "not_in_zone",
        RULES.zombieAttack,
        `${cmd.survivor} is not one of the survivors the zombies of ${task.zone} attack (${options.survivors.join(", ")})`,
      );
    const events: ZombicideEvent[] = [];
    let s: ZombicideState = { ...dropDecision(state, d.id), zombieWork: state.zombieWork.slice(1) };
    let t: WoundsTask = task;
    if ("survivor" in cmd) [s, t] = woundOne(s, t, cmd.survivor, 1, events);
    else
      while (t.left > 0 && victims(s, t.zone).length > 0)
        [s, t] = woundOne(s, t, autoVictim(s, t), 1, events);
    s = { ...s, zombieWork: [t, ...s.zombieWork] };
    return ok({ state: settle(s, events), events });
  },
};
