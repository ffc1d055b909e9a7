import { ok } from "@horda/table";
import { z } from "zod";
import { rulesOf } from "../../kernel/registry.ts";
import { boardOf, tablesOf, zoneIdOf, zoneIndex } from "../board-of.ts";
import { RULES, refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import { takeFreeAction } from "../skills/free-actions.ts";
import { replaceSurvivor, survivorById, zombiesIn } from "../survivors.ts";
import { activate, spend } from "../turns.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";
import { actionsAvailable } from "./availability.ts";
import type { ActionModule } from "./module.ts";

const schema = z.strictObject({
  type: z.literal("move"),
  survivor: z.string().min(1).max(64),
  to: z.string().min(1).max(16),
  /** A Kid spends its once-per-turn Slippery on this Move. */
  slippery: z.boolean().optional(),
});
export type MoveCommand = z.infer<typeof schema>;

/** Move (§4): one zone through an open way; +1 action per zombie in the zone left, unless a rule lifts it. */
export function moveCost(state: ZombicideState, s: SurvivorState, slippery: boolean): number {
  return slippery || leavesFreely(state, s) ? 1 : 1 + zombiesIn(state, s.zone);
}

const leavesFreely = (state: ZombicideState, s: SurvivorState): boolean =>
  rulesOf(state).hooks.leavesZombiesFreely({ state, survivor: s });

/** A Kid may use Slippery on one Move per turn (§1 Survivor types). */
function kidSlipperyAvailable(state: ZombicideState, s: SurvivorState): boolean {
  return s.kid && !(state.turn.active === s.id && s.kidSlipperyUsed);
}

export const move: ActionModule<MoveCommand> = {
  type: "move",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s) return [];
    const actions = actionsAvailable(state, s, "move");
    const to = (tablesOf(state).neighbours[zoneIndex(state, s.zone)] ?? []).map((z) => zoneIdOf(state, z));
    const out: MoveCommand[] = [];
    if (moveCost(state, s, false) <= actions)
      out.push(...to.map((z) => ({ type: "move" as const, survivor: s.id, to: z })));
    if (zombiesIn(state, s.zone) > 0 && !leavesFreely(state, s) && kidSlipperyAvailable(state, s)) {
      out.push(...to.map((z) => ({ type: "move" as const, survivor: s.id, to: z, slippery: true })));
    }
    return out;
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
    if (cmd.slippery && !kidSlipperyAvailable(state, s0)) {
      return refuse(
        "no_slippery",
        RULES.kidSlippery,
        s0.kid
          ? `${s0.name} has already used Slippery this turn`
          : `${s0.name} is not a Kid: no free Slippery Move`,
      );
    }
    const paid: ZombicideEvent[] = [];
    let next = takeFreeAction(activate(state, s0.id), s0.id, "move", paid);
    const s = survivorById(next, s0.id) as SurvivorState;
    const zombies = zombiesIn(next, s.zone);
    const slippery = cmd.slippery === true || leavesFreely(next, s);
    const cost = moveCost(next, s, slippery);
    if (cost > s.actionsLeft) {
      return refuse(
        "not_enough_actions",
        RULES.moveZombies,
        `leaving ${s.zone} costs ${cost} actions (1 + ${zombies} for the zombies there) but ${s.name} has ${s.actionsLeft} left`,
      );
    }
    const events: ZombicideEvent[] = [
      ...paid,
      {
        type: "SurvivorMoved",
        survivor: s.id,
        from: s.zone,
        to: cmd.to,
        cost,
        zombiesLeft: zombies,
        rule: zombies === 0 ? RULES.move : slippery ? RULES.slippery : RULES.moveZombies,
      },
    ];
    next = replaceSurvivor(next, { ...s, zone: cmd.to, ...(cmd.slippery ? { kidSlipperyUsed: true } : {}) });
    next = spend(next, s.id, cost, events);
    return ok({ state: next, events });
  },
};
