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
import { survivorHolds, teamHas } from "../mission-data.ts";
import { GATE_KEY_RULE, type Gate, gatesSlice } from "./state.ts";

export interface GateRemoved {
  readonly type: "GateRemoved";
  readonly survivor: string;
  readonly gate: string;
  readonly key: string;
  readonly rule: string;
}
export interface GateDestroyed {
  readonly type: "GateDestroyed";
  readonly gate: string;
  readonly zombies: number;
  readonly rule: string;
}
declare module "../../../game/events.ts" {
  interface ModuleEvents {
    GateRemoved: GateRemoved;
    GateDestroyed: GateDestroyed;
  }
}

/** Gates the survivor may remove now: it holds the key card and stands at the Gate. */
function removable(state: ZombicideState, s: SurvivorState): readonly Gate[] {
  const g = gatesSlice.read(state);
  if (g.key === null || !survivorHolds(state, s.id, g.key)) return [];
  return g.gates.filter((gate) => gate.zones.includes(s.zone));
}

const schema = z.strictObject({
  type: z.literal("removeGate"),
  survivor: z.string().min(1).max(64),
  /** The Gate's token id. */
  gate: z.string().min(1).max(40),
});
export type RemoveGateCommand = z.infer<typeof schema>;

/** M4, M5: the Survivor holding the key card removes a Gate of its Zone (1 Action). */
export const removeGate: ActionModule<RemoveGateCommand> = {
  type: "removeGate",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || actionsAvailable(state, s) < 1) return [];
    return removable(state, s).map((g) => ({ type: "removeGate" as const, survivor: s.id, gate: g.token }));
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const g = gatesSlice.read(state);
    const gate = g.gates.find((x) => x.token === cmd.gate);
    if (!gate) return refuse("no_gate", GATE_KEY_RULE, `no Gate ${cmd.gate} stands on the board`);
    if (g.key === null)
      return refuse("gate_stays", GATE_KEY_RULE, "no Survivor can remove a Gate in this mission");
    if (!survivorHolds(state, s0.id, g.key))
      return refuse(
        "no_gate_key",
        GATE_KEY_RULE,
        teamHas(state, g.key) ? `${s0.name} does not hold the ${g.key}` : `nobody has found the ${g.key}`,
      );
    if (!gate.zones.includes(s0.zone))
      return refuse("not_at_gate", GATE_KEY_RULE, `${s0.name} is not in the Gate's Zone (${gate.zones[0]})`);
    const next = activate(state, s0.id);
    const s = survivorById(next, s0.id) as SurvivorState;
    if (s.actionsLeft < 1) return refuse("not_enough_actions", RULES.actions, `${s.name} has no Action left`);
    const events: ZombicideEvent[] = [
      { type: "GateRemoved", survivor: s.id, gate: gate.token, key: g.key, rule: GATE_KEY_RULE },
    ];
    const open = gatesSlice.update(next, (v) => ({ ...v, gates: v.gates.filter((x) => x !== gate) }));
    return ok({ state: payAction(open, s.id, 1, events), events });
  },
};
