import { ok } from "@horda/table";
import { z } from "zod";
import { RULES, refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import { addNoise } from "../noise.ts";
import { activate, spend } from "../turns.ts";
import { actionsAvailable } from "./availability.ts";
import type { ActionModule } from "./module.ts";

const schema = z.strictObject({ type: z.literal("makeNoise"), survivor: z.string().min(1).max(64) });
export type MakeNoiseCommand = z.infer<typeof schema>;

/** Make Noise (§5): 1 Action puts a Noise token in the survivor's zone. */
export const makeNoise: ActionModule<MakeNoiseCommand> = {
  type: "makeNoise",
  schema,
  kind: "survivor",
  legal: (state, _seat, s) =>
    s && actionsAvailable(state, s) >= 1 ? [{ type: "makeNoise", survivor: s.id }] : [],
  apply(state, _seat, cmd) {
    const events: ZombicideEvent[] = [];
    let next = activate(state, cmd.survivor);
    const s = next.survivors.find((x) => x.id === cmd.survivor);
    if (!s) return ok({ state, events });
    if (s.actionsLeft < 1) return refuse("not_enough_actions", RULES.actions, `${s.name} has no Action left`);
    next = addNoise(next, s.zone, s.id, "Make Noise", events, RULES.makeNoise);
    return ok({ state: spend(next, s.id, 1, events), events });
  },
};
