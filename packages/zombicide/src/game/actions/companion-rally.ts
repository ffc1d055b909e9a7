import { ok } from "@horda/table";
import { z } from "zod";
import { COMPANION_RULES, leadRefusal, takeLead } from "../companions/lead.ts";
import { RULES, refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import { survivorById } from "../survivors.ts";
import { activate, spend } from "../turns.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";
import { actionsAvailable } from "./availability.ts";
import type { ActionModule } from "./module.ts";

const schema = z.strictObject({
  type: z.literal("rallyCompanion"),
  survivor: z.string().min(1).max(64),
  companion: z.string().min(1).max(64),
});
export type RallyCompanionCommand = z.infer<typeof schema>;

function refusal(state: ZombicideState, s: SurvivorState, id: string): string | null {
  const c = survivorById(state, id);
  if (!c?.companion || c.eliminated || c.escaped) return `"${id}" is not a Companion in play`;
  if (c.companion.leader !== null || c.companion.roams) return `${c.name} already has a Leader`;
  return leadRefusal(state, c, s);
}

/** Rally a lone Companion (§5, §12): 1 Action in its Zone; the survivor becomes its Leader. */
export const rallyCompanion: ActionModule<RallyCompanionCommand> = {
  type: "rallyCompanion",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || actionsAvailable(state, s) < 1) return [];
    return state.survivors
      .filter((c) => c.companion?.leader === null && refusal(state, s, c.id) === null)
      .map((c) => ({ type: "rallyCompanion" as const, survivor: s.id, companion: c.id }));
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const why = refusal(state, s0, cmd.companion);
    if (why) return refuse("cannot_rally", COMPANION_RULES.rally, why);
    let next = activate(state, s0.id);
    const s = survivorById(next, s0.id) as SurvivorState;
    if (s.actionsLeft < 1) return refuse("not_enough_actions", RULES.actions, `${s.name} has no Action left`);
    next = takeLead(next, survivorById(next, cmd.companion) as SurvivorState, s);
    const skill = survivorById(next, cmd.companion)?.companion?.skill ?? null;
    const events: ZombicideEvent[] = [
      {
        type: "CompanionLed",
        companion: cmd.companion,
        leader: s.id,
        from: null,
        skill,
        rule: COMPANION_RULES.rally,
      },
    ];
    return ok({ state: spend(next, s.id, 1, events), events });
  },
};
