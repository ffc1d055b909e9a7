import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { type CardUid, cardOf } from "../../../game/cards.ts";
import type { CombatStep } from "../../../game/combat/step.ts";
import { RULES, refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { survivorById } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { decisionType, dropDecision } from "../../../kernel/decisions.ts";
import type { BreakSaver } from "../../../kernel/hooks.ts";
import { rulesOf } from "../../../kernel/registry.ts";
import { settle } from "../../../kernel/resume.ts";
import { loseCards } from "../lose-cards.ts";
import { ALL_OUT, ALL_OUT_RULE, BREAK } from "./all-out.ts";

export const IGNORE_BREAKS = "ignoreBreaks";

interface Options {
  readonly survivor: string;
  /** Breaks the red dice showed. */
  readonly breaks: number;
  /** The attack's weapons: one breaks per Break unless the Breaks are ignored. */
  readonly weapons: readonly CardUid[];
  /** The ways the modules offer to ignore them (Ignore 1 Break, a Repair Kit, Spare parts' weapon cards). */
  readonly savers: readonly BreakSaver[];
}
const decision = decisionType<Options>(IGNORE_BREAKS);

/** Breaks on the red dice of an attack gone All-Out (standard dice never Break). */
export function breaksOf(step: CombatStep): number {
  if (!step.declared?.includes(ALL_OUT)) return 0;
  return (step.redDice ?? []).filter((d) => d === BREAK).length;
}

/** Each Break loses one of the attack's weapons still held (a Dual pair loses one per Break); the cards are discarded. */
function breakWeapons(
  state: ZombicideState,
  survivor: string,
  weapons: readonly CardUid[],
  breaks: number,
  events: ZombicideEvent[],
): ZombicideState {
  const s = survivorById(state, survivor) as SurvivorState | undefined;
  if (!s) return state;
  const held = new Set([...s.hands, ...s.backpack]);
  const lost = weapons.filter((u) => held.has(u)).slice(0, breaks);
  if (lost.length === 0) return state;
  for (const card of lost)
    events.push({ type: "WeaponBroken", survivor: s.id, card, breaks, rule: ALL_OUT_RULE });
  return loseCards(state, s, lost);
}

/**
 * Right after the Combat Action is resolved: the Breaks break weapons, unless a way to ignore them is on offer
 * (`breakSavers`): then the player is asked (the books' "may"), and the Action is paid after the answer.
 */
export function resolveBreaks(
  ctx: { readonly step: CombatStep; readonly events: ZombicideEvent[] },
  state: ZombicideState,
): ZombicideState {
  const breaks = breaksOf(ctx.step);
  if (breaks === 0) return state;
  const survivor = survivorById(state, ctx.step.attacker);
  if (!survivor) return state;
  const savers = rulesOf(state).hooks.breakSavers({ state, step: ctx.step, breaks });
  if (savers.length === 0) return breakWeapons(state, survivor.id, ctx.step.weapons, breaks, ctx.events);
  return decision.raise(state, survivor.seat, {
    survivor: survivor.id,
    breaks,
    weapons: [...ctx.step.weapons],
    savers: [...savers],
  });
}

const schema = z.strictObject({
  type: z.literal("ignoreBreaks"),
  /** The way chosen (the module that offered it: `ignore-1-break`, `repair-kit`, `spare-parts`), or null: none. */
  source: z.string().min(1).max(64).nullable(),
  /** The card that way uses (a Repair Kit, Spare parts' weapon card), as offered. */
  card: z.string().min(1).max(96).optional(),
  decision: z.string().max(32).optional(),
});
export type IgnoreBreaksCommand = z.infer<typeof schema>;

/** The way offered that the command names: its source, and its card by uid or by card id ("fh-repair-kit"). */
const wayOf = (savers: readonly BreakSaver[], cmd: IgnoreBreaksCommand) =>
  savers.find(
    (w) =>
      w.source === cmd.source &&
      (w.card === cmd.card ||
        (w.card !== undefined && cmd.card !== undefined && cardOf(w.card) === cmd.card)),
  );

/** The answer: ignore the roll's Breaks one of the offered ways, or let them break the weapons. */
export const ignoreBreaks: ActionModule<IgnoreBreaksCommand> = {
  type: "ignoreBreaks",
  schema,
  kind: "decision",
  legal: decision.answers((o) => [
    ...o.savers.map((w) => ({
      type: "ignoreBreaks" as const,
      source: w.source,
      ...(w.card !== undefined ? { card: w.card } : {}),
    })),
    { type: "ignoreBreaks" as const, source: null },
  ]),
  apply(state, seat, cmd) {
    const d = decision.find(state, seat, cmd.decision);
    if (!d) return refuse("no_decision", RULES.decision, `${seat} is not asked about Breaks`);
    const o = d.options;
    const events: ZombicideEvent[] = [];
    let next = dropDecision(state, d.decision.id);
    if (cmd.source === null) {
      next = breakWeapons(next, o.survivor, o.weapons, o.breaks, events);
    } else {
      const way = wayOf(o.savers, cmd);
      if (!way)
        return refuse(
          "no_break_saver",
          ALL_OUT_RULE,
          `"${cmd.source}"${cmd.card ? ` with ${cmd.card}` : ""} is not a way offered to ignore these Breaks`,
        );
      const saved = rulesOf(next).hooks.saveFromBreaks({
        state: next,
        survivor: o.survivor,
        source: way.source,
        card: way.card,
        breaks: o.breaks,
        events,
      });
      if (!saved) return refuse("no_break_saver", ALL_OUT_RULE, `no rule "${cmd.source}" ignores Breaks`);
      next = saved;
    }
    return ok({ state: settle(next, events), events });
  },
};
