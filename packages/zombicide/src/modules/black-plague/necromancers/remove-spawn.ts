import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { RULES, refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import type { ZoneId } from "../../../game/types.ts";
import { dropDecision } from "../../../kernel/decisions.ts";
import { settle } from "../../../kernel/resume.ts";
import { KILL_RULE, removeSpawnDecision, removeSpawnIn } from "./necromancers.ts";

const schema = z.strictObject({
  type: z.literal("removeSpawnZone"),
  /** The Zone whose Spawn token is removed. */
  zone: z.string().min(1).max(16),
  decision: z.string().max(32).optional(),
});
export type RemoveSpawnZoneCommand = z.infer<typeof schema>;

/** The players' answer to a Necromancer's death: the Zone whose Spawn token goes. */
export const removeSpawnZone: ActionModule<RemoveSpawnZoneCommand> = {
  type: "removeSpawnZone",
  schema,
  kind: "decision",
  legal(state, seat) {
    if (!removeSpawnDecision.find(state, seat, undefined)) return [];
    return [...new Set(state.spawns.map((sp) => sp.zone))].map((zone) => ({
      type: "removeSpawnZone" as const,
      zone,
    }));
  },
  apply(state, seat, cmd) {
    const found = removeSpawnDecision.find(state, seat, cmd.decision);
    if (!found) return refuse("no_decision", RULES.decision, `${seat} has no Spawn Zone to remove`);
    if (!state.spawns.some((sp) => sp.zone === cmd.zone))
      return refuse("no_spawn_zone", KILL_RULE, `there is no Spawn token in ${cmd.zone}`);
    const events: ZombicideEvent[] = [];
    const next = removeSpawnIn(
      dropDecision(state, found.decision.id),
      cmd.zone as ZoneId,
      found.options,
      events,
    );
    return ok({ state: settle(next, events), events });
  },
};
