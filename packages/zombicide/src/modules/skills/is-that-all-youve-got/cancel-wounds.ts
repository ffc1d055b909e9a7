import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { type CardUid, cardOf } from "../../../game/cards.ts";
import { discardCards } from "../../../game/equipment-decks.ts";
import { RULES, refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { inventoryOf } from "../../../game/inventory.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import { replaceSurvivor, survivorById } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { woundSurvivor } from "../../../game/wounds.ts";
import { decisionType, dropDecision, findDecision } from "../../../kernel/decisions.ts";
import type { SurvivorContext } from "../../../kernel/hooks.ts";
import { settle } from "../../../kernel/resume.ts";

export const THATS_ALL_RULE =
  "core-2e §10 Is That All You've Got? (when about to take Wounds, discard cards to cancel 1 Wound each)";

export const CANCEL_WOUNDS = "cancelWounds";

interface Options {
  readonly survivor: string;
  readonly wounds: number;
  readonly source: string;
  readonly rule: string;
}

/**
 * Is That All You've Got? (§10): a survivor with the skill and cards about to take Wounds is asked first (a
 * pending decision) which cards it discards, each cancelling 1 Wound. Returns null when there is nothing to ask.
 */
export function askCancelWounds(
  ctx: SurvivorContext & {
    readonly wounds: number;
    readonly cause: { readonly source: string; readonly rule: string };
  },
): ZombicideState | null {
  const { state, survivor: s, wounds, cause } = ctx;
  if (wounds <= 0 || !hasSkill(s, "is-that-all-youve-got", state) || inventoryOf(s).length === 0) return null;
  const options: Options = { survivor: s.id, wounds, source: cause.source, rule: cause.rule };
  return decision.raise(state, s.seat, options);
}

const schema = z.strictObject({
  type: z.literal("cancelWounds"),
  /** Cards discarded (ids or uids), 1 Wound cancelled each; empty to take every Wound. */
  cards: z.array(z.string().min(1).max(64)).max(8),
  decision: z.string().max(32).optional(),
});
export type CancelWoundsCommand = z.infer<typeof schema>;

/** The answer: cards discarded, the Wounds left land, and the zombie phase goes on. */
/** The decision this file raises and answers, its options typed once. */
const decision = decisionType<Options>(CANCEL_WOUNDS);

export const cancelWounds: ActionModule<CancelWoundsCommand> = {
  type: "cancelWounds",
  schema,
  kind: "decision",
  legal: decision.answers((o, state) => {
    const cards = inventoryOf(survivorById(state, o.survivor) as SurvivorState).map(cardOf);
    const out: CancelWoundsCommand[] = [{ type: "cancelWounds", cards: [] }];
    for (let n = 1; n <= Math.min(o.wounds, cards.length); n++)
      out.push({ type: "cancelWounds", cards: cards.slice(0, n) });
    return out;
  }),
  apply(state, seat, cmd) {
    const d = findDecision(state, seat, CANCEL_WOUNDS, cmd.decision);
    if (!d) return refuse("no_decision", RULES.decision, `${seat} has no Wounds to cancel`);
    const o = decision.options(d);
    const s = survivorById(state, o.survivor) as SurvivorState;
    if (cmd.cards.length > o.wounds)
      return refuse("too_many_cards", THATS_ALL_RULE, `only ${o.wounds} Wound(s) to cancel`);
    let pool = inventoryOf(s);
    const picked: CardUid[] = [];
    for (const c of cmd.cards) {
      const u = pool.find((x) => x === c) ?? pool.find((x) => cardOf(x) === c);
      if (!u) return refuse("no_such_card", THATS_ALL_RULE, `${s.name} holds no "${c}" to discard`);
      picked.push(u);
      pool = pool.filter((x) => x !== u);
    }
    const events: ZombicideEvent[] = [];
    let next = dropDecision(state, d.id);
    if (picked.length > 0) {
      events.push({
        type: "SkillUsed",
        survivor: s.id,
        skill: "is-that-all-youve-got",
        rule: THATS_ALL_RULE,
      });
      for (let i = 0; i < picked.length; i++)
        events.push({
          type: "WoundIgnored",
          survivor: s.id,
          skill: "is-that-all-youve-got",
          rule: THATS_ALL_RULE,
        });
      next = replaceSurvivor(next, {
        ...s,
        hands: s.hands.map((u) => (u !== null && picked.includes(u) ? null : u)) as [
          CardUid | null,
          CardUid | null,
        ],
        backpack: s.backpack.filter((u) => !picked.includes(u)),
      });
      next = discardCards(next, picked);
    }
    next = woundSurvivor(next, s.id, o.wounds - picked.length, events, { source: o.source, rule: o.rule });
    return ok({ state: settle(next, events), events });
  },
};
