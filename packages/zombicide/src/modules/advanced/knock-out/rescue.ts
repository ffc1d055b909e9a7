import { ok } from "@horda/table";
import { z } from "zod";
import { actionsAvailable } from "../../../game/actions/availability.ts";
import type { ActionModule } from "../../../game/actions/module.ts";
import { RULES, refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { survivorById } from "../../../game/survivors.ts";
import { activate } from "../../../game/turns.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { payAction } from "../../../kernel/pay.ts";
import { knockOutSlice } from "./state.ts";

export const RESCUE_RULE =
  "Rio Z Janeiro / Fort Hendrix, KO / R.I.P. Rules (a KOed Survivor is taken with a Take an Objective Action: not dead, out until the next mission)";

const schema = z.strictObject({
  type: z.literal("takeKnockedOut"),
  survivor: z.string().min(1).max(64),
  /** The KOed survivor taken. */
  knockedOut: z.string().min(1).max(64),
});
export type TakeKnockedOutCommand = z.infer<typeof schema>;

/** KOed survivors lying in the survivor's zone, not taken yet. */
function downHere(state: ZombicideState, s: SurvivorState): string[] {
  const ko = knockOutSlice.read(state);
  return Object.keys(ko.down).filter((id) => survivorById(state, id)?.zone === s.zone);
}

/**
 * Taking a KOed survivor (a Take an Objective Action, 1 Action in its zone): it is saved, its miniature goes on
 * its dashboard, and it plays again next mission. No AP: the books grant none for it (?).
 */
export const takeKnockedOut: ActionModule<TakeKnockedOutCommand> = {
  type: "takeKnockedOut",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || actionsAvailable(state, s) < 1) return [];
    return downHere(state, s).map((id) => ({
      type: "takeKnockedOut" as const,
      survivor: s.id,
      knockedOut: id,
    }));
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    if (!downHere(state, s0).includes(cmd.knockedOut))
      return refuse(
        "no_knocked_out",
        RESCUE_RULE,
        `no KOed survivor "${cmd.knockedOut}" lies in ${s0.zone} waiting to be taken`,
      );
    let next = activate(state, s0.id);
    const s = survivorById(next, s0.id) as SurvivorState;
    if (s.actionsLeft < 1) return refuse("not_enough_actions", RULES.actions, `${s.name} has no Action left`);
    const events: ZombicideEvent[] = [
      { type: "SurvivorRescued", survivor: cmd.knockedOut, by: s.id, zone: s.zone, rule: RESCUE_RULE },
    ];
    next = knockOutSlice.update(next, (ko) => ({
      ...ko,
      down: Object.fromEntries(Object.entries(ko.down).filter(([id]) => id !== cmd.knockedOut)),
      rescued: [...ko.rescued, cmd.knockedOut],
    }));
    return ok({ state: payAction(next, s.id, 1, events), events });
  },
};
