import { type Applied, err, ok, type Result, type RuleError, ruleError, type Seat } from "@horda/table";
import { type ActionCommand, act, checkAction } from "./actions.ts";
import type { Effect } from "./cards/schema.ts";
import type { ZCommand } from "./commands.ts";
import { dropPending, pendingOf } from "./decisions.ts";
import { exchangeOne, resolveTarget, type TargetOption } from "./effects.ts";
import type { Events, ZEvent } from "./events.ts";
import { run } from "./flow.ts";
import type { ItemKind, TokenKind } from "./kinds.ts";
import { checkPlace, commit, type PlaceCommand } from "./place.ts";
import type { Decision, Task, ZState } from "./state.ts";
import { resolveBackpack } from "./tokens.ts";
import { defend } from "./track.ts";

const FLOW = "Zurvivors: How to Play";

/** A working copy: everything but the (never changed) card set is cloned, so the input stays untouched. */
function draft(state: ZState): ZState {
  const copy = structuredClone({ ...state, set: null }) as unknown as ZState;
  copy.set = state.set;
  return copy;
}

const EXPECTED: Record<Decision["kind"], string> = {
  place: "place or escape",
  actions: "exchange, ability or endTurn",
  chooseToken: "choose",
  backpackFull: "choose",
  target: "choose",
  exchangeOne: "choose",
  defend: "choose",
};

export function apply(state: ZState, seat: Seat, cmd: ZCommand): Result<Applied<ZState, ZEvent>, RuleError> {
  if (!state.seats.includes(seat)) {
    return err(
      ruleError("unknown_seat", FLOW, `There is no seat "${seat}"; seats are ${state.seats.join(", ")}.`),
    );
  }
  if (state.result) return err(ruleError("game_over", "Zurvivors: End of Game", "The game is over."));
  const decision = pendingOf(state, seat);
  if (!decision) {
    const waiting = [...new Set(state.pending.map((d) => d.seat))].join(", ");
    return err(
      ruleError("not_waiting_for_you", FLOW, `Nothing is asked of ${seat} now; waiting for ${waiting}.`),
    );
  }
  const wrong = () =>
    err(
      ruleError(
        "wrong_command",
        FLOW,
        `${seat} is asked to ${EXPECTED[decision.kind]} (${decision.kind}), not "${cmd.type}".`,
      ),
    );
  const ev: Events = [];
  let s: ZState;
  if (decision.kind === "place") {
    if (cmd.type !== "place" && cmd.type !== "escape") return wrong();
    const refused = checkPlace(state, seat, cmd as PlaceCommand);
    if (refused) return err(refused);
    s = draft(state);
    dropPending(s, decision.id);
    commit(s, ev, seat, cmd as PlaceCommand);
  } else if (decision.kind === "actions") {
    if (cmd.type !== "exchange" && cmd.type !== "ability" && cmd.type !== "endTurn") return wrong();
    const refused = checkAction(state, seat, cmd as ActionCommand);
    if (refused) return err(refused);
    s = draft(state);
    dropPending(s, decision.id);
    s.queue.unshift(...act(s, ev, seat, cmd as ActionCommand));
  } else {
    if (cmd.type !== "choose") return wrong();
    if (!Number.isInteger(cmd.option) || cmd.option < 0 || cmd.option >= decision.options.length) {
      return err(
        ruleError(
          "bad_option",
          FLOW,
          `Option ${cmd.option} does not exist; ${decision.kind} has options 0 to ${decision.options.length - 1}.`,
        ),
      );
    }
    s = draft(state);
    dropPending(s, decision.id);
    s.queue.unshift(...resolve(s, ev, decision, cmd.option));
  }
  run(s, ev);
  return ok({ state: s, events: ev });
}

function resolve(s: ZState, ev: Events, d: Decision, index: number): Task[] {
  const option = d.options[index] as never;
  const data = (d.data ?? {}) as Record<string, unknown>;
  switch (d.kind) {
    case "chooseToken":
      return [{ t: "gain", seat: d.seat, token: option as TokenKind }];
    case "backpackFull": {
      const o = option as { keep?: true; replace?: number };
      resolveBackpack(s, ev, d.seat, data.token as TokenKind, o.keep ? null : o.replace!);
      return [];
    }
    case "target":
      return resolveTarget(s, ev, d.seat, data.effect as Effect, option as TargetOption);
    case "exchangeOne":
      return exchangeOne(s, ev, d.seat, option as ItemKind);
    case "defend": {
      const o = option as { use: "grenade" | "pistol" | "none"; seat?: Seat; ammo?: Seat };
      const seats = data.seats as Seat[];
      const how = data.how as "advance" | "retreat";
      if (o.use === "none") {
        ev.push({ type: "WeaponNotUsed", seat: d.seat });
        return [{ t: "reached", seats, how, declined: [...(data.declined as Seat[]), d.seat] }];
      }
      defend(s, ev, o, how, seats);
      return [];
    }
    default:
      return [];
  }
}
