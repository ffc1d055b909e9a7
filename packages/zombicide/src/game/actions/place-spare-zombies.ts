import { ok } from "@horda/table";
import { z } from "zod";
import { dropDecision, findDecision, ZOMBIE_SPLIT } from "../../kernel/decisions.ts";
import { settle } from "../../kernel/resume.ts";
import { zombieSplitDecision } from "../decisions.ts";
import { RULES, refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import type { ZombicideState } from "../types.ts";
import { decide } from "../zombies/moves.ts";
import { autoSpares, spareChoices } from "../zombies/split.ts";
import { isTask } from "../zombies/tasks.ts";
import type { ActionModule } from "./module.ts";

const zoneList = z.array(z.string().min(1).max(16)).max(16);
const schema = z.union([
  z.strictObject({
    type: z.literal("placeSpareZombies"),
    decision: z.string().min(1).max(32).optional(),
    to: zoneList,
  }),
  z.strictObject({
    type: z.literal("placeSpareZombies"),
    decision: z.string().min(1).max(32).optional(),
    auto: z.literal(true),
  }),
]);
export type PlaceSpareZombiesCommand = z.infer<typeof schema>;

/**
 * §7 Split: a group shares each type equally among tied routes; the players say which routes take the
 * spare zombies of a type (`to`, one zone per spare), or "auto" (the routes that receive fewest so far).
 */
export const placeSpareZombies: ActionModule<PlaceSpareZombiesCommand> = {
  type: "placeSpareZombies",
  schema,
  kind: "decision",
  legal(state, seat) {
    const d = findDecision(state, seat, ZOMBIE_SPLIT, undefined);
    if (!d) return [];
    const o = zombieSplitDecision.options(d);
    return [
      ...spareChoices(o.branches, o.spares).map((to) => ({
        type: "placeSpareZombies" as const,
        decision: d.id,
        to,
      })),
      { type: "placeSpareZombies", decision: d.id, auto: true },
    ];
  },
  apply(state, seat, cmd) {
    const d = findDecision(state, seat, ZOMBIE_SPLIT, cmd.decision);
    const task = state.zombieWork[0];
    if (!d || !isTask(task, "group") || !task.plan)
      return refuse(
        "no_such_decision",
        RULES.zombieSplit,
        `${seat} has no zombie split to decide${cmd.decision ? ` (decision ${cmd.decision})` : ""}`,
      );
    const o = zombieSplitDecision.options(d);
    const part = task.plan.parts.find((p) => p.key === o.split);
    if (!part) return refuse("no_such_decision", RULES.zombieSplit, "the split being decided is gone");
    let to: string[];
    if ("auto" in cmd) to = autoSpares(task.plan, part);
    else {
      to = cmd.to;
      const valid = new Set(o.branches);
      if (to.length !== o.spares || new Set(to).size !== to.length || to.some((b) => !valid.has(b)))
        return refuse(
          "bad_split",
          RULES.zombieSplit,
          `name ${o.spares} different route${o.spares > 1 ? "s" : ""} among ${o.branches.join(", ")} for the spare ${o.split}${o.spares > 1 ? "s" : ""}`,
        );
      to = [...to].sort((a, b) => o.branches.indexOf(a) - o.branches.indexOf(b));
    }
    const events: ZombicideEvent[] = [];
    const s: ZombicideState = {
      ...dropDecision(state, d.id),
      zombieWork: [{ ...task, plan: decide(task.plan, part.key, to) }, ...state.zombieWork.slice(1)],
    };
    return ok({ state: settle(s, events), events });
  },
};
