import type { Applied, Result, RuleError, Seat } from "@horda/table";
import type { z } from "zod";
import type { ZombicideEvent } from "../events.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";

export type Outcome = Result<Applied<ZombicideState, ZombicideEvent>, RuleError>;

/**
 * One kind of command: its schema, when it is legal, and what it does. The game definition is the list of
 * these modules, brought by the rule modules of its profile (docs/rule-modules.md).
 */
export interface ActionModule<C extends { readonly type: string } = { readonly type: string }> {
  readonly type: C["type"];
  readonly schema: z.ZodType<C>;
  /**
   * "survivor": an action of the acting survivor (the definition checks seat, turn and survivor first, and
   * the command carries `survivor`). "decision": the answer to a pending decision. "seat": anything else.
   */
  readonly kind: "survivor" | "decision" | "seat";
  /** A command that moves the survivor on foot: a survivor in a car gets out first (engine reading, §5 Cars). */
  readonly onFoot?: true;
  /**
   * A skill's command: `legal` is asked only about a survivor holding one of these skills now (`skillsOf`,
   * with or without a parameter); one who holds none is offered nothing without a call. `apply` checks anyway.
   */
  readonly needsSkill?: readonly string[];
  /** Commands of this kind legal now: for a survivor action, those of `survivor`. */
  legal(state: ZombicideState, seat: Seat, survivor?: SurvivorState): C[];
  apply(state: ZombicideState, seat: Seat, command: C): Outcome;
}
