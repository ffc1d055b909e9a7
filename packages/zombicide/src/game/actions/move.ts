import { ok } from "@horda/table";
import { z } from "zod";
import { rulesOf } from "../../kernel/registry.ts";
import { boardOf, tablesOf, zoneIdOf, zoneIndex } from "../board-of.ts";
import { RULES, refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import { freeActionsFor, takeFreeAction } from "../skills/free-actions.ts";
import { replaceSurvivor, survivorById, zombiesIn } from "../survivors.ts";
import { activate, spend } from "../turns.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";
import type { ActionModule, Outcome } from "./module.ts";

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

interface Payment {
  readonly state: ZombicideState;
  readonly survivor: SurvivorState;
  readonly cost: number;
  readonly zombies: number;
  readonly slippery: boolean;
  readonly events: ZombicideEvent[];
}

/**
 * How a Move out of the survivor's zone is paid (a free Move first), or why it cannot be: `apply` pays with
 * it and `legal` offers a Move only when it pays, so the two never disagree.
 */
function payMove(state: ZombicideState, s0: SurvivorState, kidSlippery: boolean): Payment | Outcome {
  if (kidSlippery && !kidSlipperyAvailable(state, s0))
    return refuse(
      "no_slippery",
      RULES.kidSlippery,
      s0.kid
        ? `${s0.name} has already used Slippery this turn`
        : `${s0.name} is not a Kid: no free Slippery Move`,
    );
  const started = startMove(state, s0.id);
  const next = started.state;
  const events = [...started.events];
  const s = survivorById(next, s0.id) as SurvivorState;
  const zombies = zombiesIn(next, s.zone);
  const slippery = kidSlippery || leavesFreely(next, s);
  const cost = moveCost(next, s, slippery);
  if (cost > s.actionsLeft)
    return refuse(
      "not_enough_actions",
      RULES.moveZombies,
      `leaving ${s.zone} costs ${cost} action(s)${zombies > 0 && !slippery ? ` (1 + ${zombies} for the zombies there)` : ""} but ${s.name} has ${s.actionsLeft} left`,
    );
  return { state: next, survivor: s, cost, zombies, slippery, events };
}

/**
 * The survivor's Turn started (if it had not) and a free Move taken (if it holds one): the same for every Move
 * `legal` offers and for the one `apply` pays, so it is worked out once per state and survivor.
 */
function startMove(
  state: ZombicideState,
  id: string,
): { readonly state: ZombicideState; readonly events: readonly ZombicideEvent[] } {
  if (lastStart?.state !== state || lastStart.id !== id) {
    const events: ZombicideEvent[] = [];
    const next = takeFreeAction(activate(state, id), id, "move", events);
    lastStart = { state, id, started: { state: next, events } };
  }
  return lastStart.started;
}

let lastStart: {
  readonly state: ZombicideState;
  readonly id: string;
  readonly started: { readonly state: ZombicideState; readonly events: readonly ZombicideEvent[] };
} | null = null;

const pays = (p: Payment | Outcome): p is Payment => !("ok" in p);

/**
 * Whether `payMove` pays a plain Move, for `legal`: out of a Zone without Zombies a Move costs 1 whatever the
 * hooks say, so it pays when the started Turn has an Action left or a free Move (which `takeFreeAction` would
 * take) — without building the state that takes it. Elsewhere, `payMove` itself.
 */
function movePays(state: ZombicideState, s0: SurvivorState): boolean {
  if (zombiesIn(state, s0.zone) > 0) return pays(payMove(state, s0, false));
  const active = activate(state, s0.id);
  const s = survivorById(active, s0.id) as SurvivorState;
  return s.actionsLeft + (freeActionsFor(active, s, "move") > 0 ? 1 : 0) >= 1;
}

export const move: ActionModule<MoveCommand> = {
  type: "move",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s) return [];
    const to = (tablesOf(state).neighbours[zoneIndex(state, s.zone)] ?? []).map((z) => zoneIdOf(state, z));
    const out: MoveCommand[] = [];
    if (movePays(state, s))
      out.push(...to.map((z) => ({ type: "move" as const, survivor: s.id, to: z })));
    // A Kid's Slippery is offered where it changes something: leaving Zombies without the skill itself.
    if (zombiesIn(state, s.zone) > 0 && !leavesFreely(state, s) && pays(payMove(state, s, true)))
      out.push(...to.map((z) => ({ type: "move" as const, survivor: s.id, to: z, slippery: true })));
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
    const paid = payMove(state, s0, cmd.slippery === true);
    if (!pays(paid)) return paid;
    const { survivor: s, cost, zombies, slippery } = paid;
    const events: ZombicideEvent[] = [
      ...paid.events,
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
    let next = replaceSurvivor(paid.state, {
      ...s,
      zone: cmd.to,
      ...(cmd.slippery ? { kidSlipperyUsed: true } : {}),
    });
    next = spend(next, s.id, cost, events);
    return ok({ state: next, events });
  },
};
