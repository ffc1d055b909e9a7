import { ok } from "@horda/table";
import { z } from "zod";
import { boardOf, tablesOf, zoneIdOf, zoneIndex } from "../board-of.ts";
import { RULES, refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import { actionsPerTurn, replaceSurvivor, survivorById, zombiesIn } from "../survivors.ts";
import { activate, spend } from "../turns.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";
import type { ActionModule } from "./module.ts";

const schema = z.strictObject({
  type: z.literal("move"),
  survivor: z.string().min(1).max(64),
  to: z.string().min(1).max(16),
});
export type MoveCommand = z.infer<typeof schema>;

/** Move (§4): one zone through an open way; +1 action per zombie in the zone left. */
export function moveCost(state: ZombicideState, s: SurvivorState): number {
  return 1 + zombiesIn(state, s.zone);
}

export const move: ActionModule<MoveCommand> = {
  type: "move",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s) return [];
    const actions = state.turn.active === s.id ? s.actionsLeft : actionsPerTurn(s);
    if (moveCost(state, s) > actions) return [];
    const from = zoneIndex(state, s.zone);
    return (tablesOf(state).neighbours[from] ?? []).map((z) => ({
      type: "move",
      survivor: s.id,
      to: zoneIdOf(state, z),
    }));
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    if (boardOf(state).zoneIndex[cmd.to] === undefined) {
      return refuse("unknown_zone", RULES.moveWhere, `there is no zone ${cmd.to}`);
    }
    const from = zoneIndex(state, s0.zone);
    const to = zoneIndex(state, cmd.to);
    if (!(tablesOf(state).neighbours[from] ?? []).includes(to)) {
      return refuse(
        "not_adjacent",
        RULES.moveWhere,
        `${s0.name} cannot move from ${s0.zone} to ${cmd.to}: a move goes to a neighbouring zone through an opening, a crosswalk or an open door`,
      );
    }
    let next = activate(state, s0.id);
    const s = survivorById(next, s0.id) as SurvivorState;
    const zombies = zombiesIn(next, s.zone);
    const cost = 1 + zombies;
    if (cost > s.actionsLeft) {
      return refuse(
        "not_enough_actions",
        RULES.moveZombies,
        `leaving ${s.zone} costs ${cost} actions (1 + ${zombies} for the zombies there) but ${s.name} has ${s.actionsLeft} left`,
      );
    }
    const events: ZombicideEvent[] = [
      {
        type: "SurvivorMoved",
        survivor: s.id,
        from: s.zone,
        to: cmd.to,
        cost,
        zombiesLeft: zombies,
        rule: zombies > 0 ? RULES.moveZombies : RULES.move,
      },
    ];
    next = replaceSurvivor(next, { ...s, zone: cmd.to });
    next = spend(next, s.id, cost, events);
    return ok({ state: next, events });
  },
};
