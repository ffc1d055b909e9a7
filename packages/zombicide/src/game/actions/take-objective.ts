import { ok } from "@horda/table";
import { z } from "zod";
import type { BoardToken } from "../../board/types.ts";
import { payAction } from "../../kernel/pay.ts";
import { rulesOf } from "../../kernel/registry.ts";
import { gainAdrenaline } from "../adrenaline.ts";
import { boardOf, zoneIndex } from "../board-of.ts";
import { RULES, refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import { drawFor } from "../found-cards.ts";
import { survivorById } from "../survivors.ts";
import { activate } from "../turns.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";
import { actionsAvailable } from "./availability.ts";
import type { ActionModule } from "./module.ts";

const schema = z.strictObject({
  type: z.literal("takeObjective"),
  survivor: z.string().min(1).max(64),
  /** The token id; default: the first one left in the survivor's zone. */
  token: z.string().min(1).max(40).optional(),
});
export type TakeObjectiveCommand = z.infer<typeof schema>;

const OBJECTIVE_AP = 5;
const CRATE_RULE = "core-2e §2 Epic Weapon Crates (taken like an Objective: a random Epic Weapon, no AP (?))";

function tokensHere(state: ZombicideState, s: SurvivorState): BoardToken[] {
  const z = zoneIndex(state, s.zone);
  return boardOf(state).tokens.filter(
    (t) =>
      (t.kind === "objective" || t.kind === "crate") &&
      t.zone === z &&
      !state.objectivesTaken.includes(t.id) &&
      !takeRefused(state, s, t),
  );
}

/** Why a module keeps the survivor from taking this token now (a mission's locked crate), or undefined. */
const takeRefused = (state: ZombicideState, s: SurvivorState, token: BoardToken) =>
  rulesOf(state).hooks.takeRefused({ state, survivor: s, token }) ?? undefined;

/**
 * Whether a module keeps this survivor from taking the map token `id` now, as it would if the survivor stood in
 * the token's zone (an Objective card out of the mission's order, a card a Spawn Zone still guards...): the
 * survivor bots leave such tokens for later.
 */
export function tokenRefused(state: ZombicideState, s: SurvivorState, id: string): boolean {
  const t = boardOf(state).tokens.find((x) => x.id === id);
  return t !== undefined && takeRefused(state, s, t) !== undefined;
}

/** A token of the survivor's zone that a module refuses, with the refusal. */
function lockedToken(state: ZombicideState, s: SurvivorState, id: string) {
  const z = zoneIndex(state, s.zone);
  const t = boardOf(state).tokens.find(
    (x) => x.id === id && x.zone === z && !state.objectivesTaken.includes(x.id),
  );
  return t ? takeRefused(state, s, t) : undefined;
}

/**
 * Take an Objective (§5): 1 Action in its zone gives 5 AP. A coloured Objective unlocks the doors of its
 * colour (the usual Mission condition, §2). An Epic Weapon Crate is taken the same way and gives a random
 * Epic card, which may be kept with a free reorganisation.
 */
export const takeObjective: ActionModule<TakeObjectiveCommand> = {
  type: "takeObjective",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || actionsAvailable(state, s) < 1) return [];
    return tokensHere(state, s).map((t) => ({ type: "takeObjective" as const, survivor: s.id, token: t.id }));
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const here = tokensHere(state, s0);
    const token = cmd.token === undefined ? here[0] : here.find((t) => t.id === cmd.token);
    const locked = cmd.token === undefined ? undefined : lockedToken(state, s0, cmd.token);
    if (locked) return refuse(locked.code, locked.rule, locked.why);
    if (!token)
      return refuse(
        "no_objective",
        RULES.objective,
        `there is no ${cmd.token ?? "Objective"} left to take in ${s0.zone}`,
      );
    let next = activate(state, s0.id);
    const s = survivorById(next, s0.id) as SurvivorState;
    if (s.actionsLeft < 1) return refuse("not_enough_actions", RULES.actions, `${s.name} has no Action left`);
    const colour = token.kind === "objective" ? String(token.props.colour ?? "red") : null;
    const events: ZombicideEvent[] = [
      {
        type: "ObjectiveTaken",
        survivor: s.id,
        token: token.id,
        kind: token.kind,
        colour,
        rule: token.kind === "crate" ? CRATE_RULE : RULES.objective,
      },
    ];
    next = { ...next, objectivesTaken: [...next.objectivesTaken, token.id] };
    if (token.kind === "crate")
      return ok({ state: drawFor(next, s.id, "epicDeck", 1, CRATE_RULE, events), events });
    next = gainAdrenaline(
      next,
      s.id,
      next.mission?.objectiveAdrenaline ?? OBJECTIVE_AP,
      "Objective taken",
      events,
    );
    // Without a mission the Objective unlocks its colour (the usual rule); a mission says so in its rules.
    if (colour !== null && colour !== "red" && !next.mission && !next.unlockedColours.includes(colour)) {
      events.push({ type: "DoorsUnlocked", colour, rule: RULES.colouredDoor });
      next = { ...next, unlockedColours: [...next.unlockedColours, colour] };
    }
    return ok({ state: payAction(next, s.id, 1, events), events });
  },
};
