import {
  type Command,
  type GameDefinition,
  type GameEvent,
  type RuleError,
  ruleError,
  type Seat,
} from "./contract.ts";
import { err, ok, type Result } from "./result.ts";
import { RngCursor, seedRng } from "./rng.ts";
import { type Session, startSession, submit } from "./session.ts";

/** One thing some seat may do now. */
export interface Choice<C> {
  readonly seat: Seat;
  readonly command: C;
}

/** Every legal command of every seat, seats in table order. */
export function choicesFor<S, C extends Command, E extends GameEvent, V, Cfg>(
  def: GameDefinition<S, C, E, V, Cfg>,
  state: S,
): Choice<C>[] {
  const out: Choice<C>[] = [];
  for (const seat of def.seats(state))
    for (const command of def.legal(state, seat)) out.push({ seat, command });
  return out;
}

/**
 * Chooses among `choices` (never empty) by returning an index; any integer works, it is taken modulo
 * the number of choices, so a list of fast-check integers can drive a playout.
 */
export type PickChoice<S, C> = (choices: readonly Choice<C>[], state: S, step: number) => number;

export interface Playout<S, C, E, Cfg> {
  readonly session: Session<S, C, Cfg>;
  /** The events of each step, in order. */
  readonly events: readonly (readonly E[])[];
  readonly stopped: "finished" | "step_limit" | "no_legal_command";
}

/**
 * Plays up to `steps` commands from `setup(config, seed)`, each picked by `pick` among all seats' legal
 * commands. A legal command that `apply` refuses breaks the contract and is returned as `legal_refused`.
 */
export function randomPlayout<S, C extends Command, E extends GameEvent, V, Cfg>(
  def: GameDefinition<S, C, E, V, Cfg>,
  config: Cfg,
  seed: string,
  steps: number,
  pick: PickChoice<S, C>,
): Result<Playout<S, C, E, Cfg>, RuleError> {
  const started = startSession(def, config, seed);
  if (!started.ok) return started;
  let session = started.value;
  const events: (readonly E[])[] = [];
  for (let step = 0; step < steps; step++) {
    if (def.status(session.state).kind === "finished") return ok({ session, events, stopped: "finished" });
    const choices = choicesFor(def, session.state);
    if (choices.length === 0) return ok({ session, events, stopped: "no_legal_command" });
    const n = choices.length;
    const choice = choices[
      (((Math.trunc(pick(choices, session.state, step)) % n) + n) % n) as number
    ] as Choice<C>;
    const done = submit(def, session, choice.seat, choice.command);
    if (!done.ok) {
      return err(
        ruleError(
          "legal_refused",
          "table: apply accepts every command legal lists",
          `Step ${step}: ${choice.seat}'s legal command ${JSON.stringify(choice.command)} was refused: ${done.error.message}`,
          { step, seat: choice.seat, refusal: done.error.code },
        ),
      );
    }
    session = done.value.session;
    events.push(done.value.events);
  }
  const finished = def.status(session.state).kind === "finished";
  return ok({ session, events, stopped: finished ? "finished" : "step_limit" });
}

/** A uniform picker driven by its own seeded generator, for playouts outside fast-check. */
export function seededPick<S, C>(seed: string): PickChoice<S, C> {
  const cursor = new RngCursor(seedRng(seed));
  return (choices) => cursor.int(0, choices.length - 1);
}
