import { ok } from "@horda/table";
import { z } from "zod";
import { COMPANION_RULES, leadRefusal, takeLead } from "../companions/lead.ts";
import { RULES, refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import { survivorById, takesTurns } from "../survivors.ts";
import { activate, spend } from "../turns.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";
import { actionsAvailable } from "./availability.ts";
import type { ActionModule } from "./module.ts";

const schema = z.strictObject({
  type: z.literal("tradeCompanion"),
  survivor: z.string().min(1).max(64),
  companion: z.string().min(1).max(64),
  /** The survivor in the Zone who takes the Companion's ID card. */
  to: z.string().min(1).max(64),
});
export type TradeCompanionCommand = z.infer<typeof schema>;

function refusal(state: ZombicideState, s: SurvivorState, id: string, to: string): string | null {
  const c = survivorById(state, id);
  if (!c?.companion || c.companion.leader !== s.id || c.eliminated || c.escaped)
    return `${s.name} does not lead a Companion "${id}"`;
  if (c.companion.roams) return `${c.name} goes with its card, which is traded as Equipment`;
  const t = survivorById(state, to);
  if (!t || t.id === s.id || !takesTurns(t)) return `"${to}" is not another survivor in play`;
  if (t.zone !== s.zone) return `${t.name} is not in ${s.name}'s Zone`;
  return leadRefusal(state, c, t);
}

/**
 * A Companion's ID card is traded like Equipment (§12): 1 Action (a Trade, §5) hands it to another survivor
 * in the Zone, who becomes the Leader. Engine reading: a Trade of its own, not mixed with cards (?).
 */
export const tradeCompanion: ActionModule<TradeCompanionCommand> = {
  type: "tradeCompanion",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || actionsAvailable(state, s) < 1) return [];
    const out: TradeCompanionCommand[] = [];
    for (const c of state.survivors)
      if (c.companion?.leader === s.id)
        for (const t of state.survivors)
          if (refusal(state, s, c.id, t.id) === null)
            out.push({ type: "tradeCompanion", survivor: s.id, companion: c.id, to: t.id });
    return out;
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const why = refusal(state, s0, cmd.companion, cmd.to);
    if (why) return refuse("cannot_trade_companion", COMPANION_RULES.trade, why);
    let next = activate(state, s0.id);
    const s = survivorById(next, s0.id) as SurvivorState;
    if (s.actionsLeft < 1) return refuse("not_enough_actions", RULES.actions, `${s.name} has no Action left`);
    next = takeLead(
      next,
      survivorById(next, cmd.companion) as SurvivorState,
      survivorById(next, cmd.to) as SurvivorState,
    );
    const skill = survivorById(next, cmd.companion)?.companion?.skill ?? null;
    const events: ZombicideEvent[] = [
      {
        type: "CompanionLed",
        companion: cmd.companion,
        leader: cmd.to,
        from: s.id,
        skill,
        rule: COMPANION_RULES.trade,
      },
    ];
    return ok({ state: spend(next, s.id, 1, events), events });
  },
};
