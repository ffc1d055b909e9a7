import { ok } from "@horda/table";
import { z } from "zod";
import type { MoveWay } from "../../kernel/module.ts";
import { moveWays, rulesOf } from "../../kernel/registry.ts";
import { boardOf, tablesOf, zoneIdOf, zoneIndex } from "../board-of.ts";
import { RULES, refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import { freeActionsFor, takeFreeAction } from "../skills/free-actions.ts";
import { replaceSurvivor, survivorById, zombiesIn } from "../survivors.ts";
import { activate, spend } from "../turns.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";
import { actionsAvailable } from "./availability.ts";
import type { ActionModule, Outcome } from "./module.ts";

/**
 * A Move command; a module's way of paying the Move (`RuleModule.moveWays`) is a flag named like the way, so
 * the schema knows the ways once the modules are installed.
 */
export interface MoveCommand {
  readonly type: "move";
  readonly survivor: string;
  readonly to: string;
  readonly [way: string]: unknown;
}

const fields = {
  type: z.literal("move"),
  survivor: z.string().min(1).max(64),
  to: z.string().min(1).max(16),
};

let built: { readonly ways: number; readonly schema: z.ZodType<MoveCommand> } | null = null;

function schema(): z.ZodType<MoveCommand> {
  const ways = moveWays();
  if (built?.ways !== ways.size) {
    const flags = Object.fromEntries([...ways.keys()].map((w) => [w, z.boolean().optional()]));
    built = { ways: ways.size, schema: z.strictObject({ ...fields, ...flags }) as z.ZodType<MoveCommand> };
  }
  return built.schema;
}

/** The way the command pays its Move (the first flag set), if any. */
function wayOf(cmd: MoveCommand): readonly [string, MoveWay] | undefined {
  for (const entry of moveWays()) if (cmd[entry[0]] === true) return entry;
  return undefined;
}

/** Move (§4): one zone through an open way; +1 action per zombie in the zone left, unless a rule lifts it. */
export function moveCost(state: ZombicideState, s: SurvivorState, freely: boolean): number {
  return freely || leavesFreely(state, s) !== undefined ? 1 : 1 + zombiesIn(state, s.zone);
}

/** The rule that lets the survivor leave Zombies for 1 Action on every Move, if any. */
const leavesFreely = (state: ZombicideState, s: SurvivorState): string | undefined =>
  rulesOf(state).hooks.leavesZombiesFreely({ state, survivor: s }) ?? undefined;

interface Payment {
  readonly state: ZombicideState;
  readonly survivor: SurvivorState;
  readonly cost: number;
  readonly zombies: number;
  /** The rule that let the Move leave Zombies for 1 Action, if one did. */
  readonly freely: string | undefined;
  readonly events: ZombicideEvent[];
}

/**
 * How a Move out of the survivor's zone is paid (a free Move first), or why it cannot be: `apply` pays with
 * it and `legal` offers a Move only when it pays, so the two never disagree.
 */
function payMove(state: ZombicideState, s0: SurvivorState, way: MoveWay | undefined): Payment | Outcome {
  const no = way?.refusal(state, s0);
  if (way && no) return refuse(way.code, way.rule, no);
  const started = startMove(state, s0.id);
  const next = started.state;
  const events = [...started.events];
  const s = survivorById(next, s0.id) as SurvivorState;
  const zombies = zombiesIn(next, s.zone);
  const freely = way ? way.moved : leavesFreely(next, s);
  const cost = moveCost(next, s, freely !== undefined);
  if (cost > s.actionsLeft)
    return refuse(
      "not_enough_actions",
      RULES.moveZombies,
      `leaving ${s.zone} costs ${cost} action(s)${zombies > 0 && freely === undefined ? ` (1 + ${zombies} for the zombies there)` : ""} but ${s.name} has ${s.actionsLeft} left`,
    );
  return { state: next, survivor: s, cost, zombies, freely, events };
}

/**
 * The survivor's Turn started (if it had not) and a free Move taken (if it holds one): the same for every Move
 * `legal` offers and for the one `apply` pays, so the last one is kept for its state and survivor.
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

/** Why a module bars the survivor from stepping into `to` (a full Narrow Zone), or undefined. */
export function entryRefused(state: ZombicideState, s: SurvivorState, to: string, skill?: string) {
  return rulesOf(state).hooks.entryRefused({ state, survivor: s, from: s.zone, to, skill }) ?? undefined;
}

const pays = (p: Payment | Outcome): p is Payment => !("ok" in p);

/**
 * Whether `payMove` pays a plain Move, for `legal`: out of a Zone without Zombies a Move costs 1 whatever the
 * hooks say, so it pays when the started Turn has an Action left or a free Move (which `takeFreeAction` would
 * take) — without building the state that takes it. Elsewhere, `payMove` itself.
 */
function movePays(state: ZombicideState, s0: SurvivorState): boolean {
  if (zombiesIn(state, s0.zone) > 0) return pays(payMove(state, s0, undefined));
  // Starting a Turn gives what `actionsAvailable` counts (its Actions, no skill used yet): no state is built,
  // except for an extra Turn starting, which `activate` sets up its own way.
  if (state.turn.extra !== s0.id || state.turn.extraFrom !== undefined)
    return actionsAvailable(state, s0, "move") >= 1;
  const active = activate(state, s0.id);
  const s = survivorById(active, s0.id) as SurvivorState;
  return s.actionsLeft + (freeActionsFor(active, s, "move") > 0 ? 1 : 0) >= 1;
}

export const move: ActionModule<MoveCommand> = {
  type: "move",
  get schema() {
    return schema();
  },
  kind: "survivor",
  onFoot: true,
  legal(state, _seat, s) {
    if (!s) return [];
    const plain = movePays(state, s);
    // A module's way of paying is offered where it changes something: leaving Zombies that would cost more.
    const ways = zombiesIn(state, s.zone) > 0 && leavesFreely(state, s) === undefined;
    if (!plain && !ways) return [];
    const to: string[] = [];
    for (const z of tablesOf(state).neighbours[zoneIndex(state, s.zone)] ?? []) {
      const id = zoneIdOf(state, z);
      if (!entryRefused(state, s, id)) to.push(id);
    }
    const out: MoveCommand[] = [];
    if (plain) for (const z of to) out.push({ type: "move", survivor: s.id, to: z });
    if (!ways) return out;
    for (const [name, way] of moveWays())
      if (pays(payMove(state, s, way)))
        for (const z of to) out.push({ type: "move", survivor: s.id, to: z, [name]: true });
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
    const barred = entryRefused(state, s0, cmd.to);
    if (barred) return refuse(barred.code, barred.rule, barred.why);
    const way = wayOf(cmd);
    const paid = payMove(state, s0, way?.[1]);
    if (!pays(paid)) return paid;
    const { survivor: s, cost, zombies, freely } = paid;
    const events: ZombicideEvent[] = [
      ...paid.events,
      {
        type: "SurvivorMoved",
        survivor: s.id,
        from: s.zone,
        to: cmd.to,
        cost,
        zombiesLeft: zombies,
        rule: zombies === 0 ? RULES.move : (freely ?? RULES.moveZombies),
      },
    ];
    let next = replaceSurvivor(paid.state, { ...s, zone: cmd.to });
    if (way) next = way[1].use(next, s.id);
    next = rulesOf(next).hooks.enterZone({ survivor: s.id, from: s.zone, to: cmd.to, events }, next);
    next = spend(next, s.id, cost, events);
    return ok({ state: next, events });
  },
};
