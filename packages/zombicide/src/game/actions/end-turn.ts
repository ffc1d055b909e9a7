import { ok } from "@horda/table";
import { z } from "zod";
import type { ZombicideEvent } from "../events.ts";
import { activate, endSurvivorTurn } from "../turns.ts";
import type { ActionModule } from "./module.ts";

const schema = z.strictObject({ type: z.literal("endTurn"), survivor: z.string().min(1).max(64) });
export type EndTurnCommand = z.infer<typeof schema>;

/** Do Nothing (§5): the survivor's turn ends; actions left are lost. */
export const endTurn: ActionModule<EndTurnCommand> = {
  type: "endTurn",
  schema,
  kind: "survivor",
  legal: (_state, _seat, s) => (s ? [{ type: "endTurn", survivor: s.id }] : []),
  apply(state, _seat, cmd) {
    const events: ZombicideEvent[] = [];
    const next = endSurvivorTurn(activate(state, cmd.survivor), cmd.survivor, events);
    return ok({ state: next, events });
  },
};
