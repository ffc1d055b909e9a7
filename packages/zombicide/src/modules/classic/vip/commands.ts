import { ok, shuffle } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { type CardUid, cardOf } from "../../../game/cards.ts";
import { keepCardsDecision } from "../../../game/decisions.ts";
import { RULES, refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { survivorById } from "../../../game/survivors.ts";
import { activate } from "../../../game/turns.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { decisionType, dropDecision, findDecision } from "../../../kernel/decisions.ts";
import { settle } from "../../../kernel/resume.ts";
import { PIMPWEAPONS } from "../pimpweapons/index.ts";
import { distinctModels, vipSlice } from "./trophies.ts";

export const VIP_RULE =
  "VIP #2, VIP Walkers (a Walker with the VIP mark; its killer keeps it as a trophy, put back at any time without Adrenaline)";
export const VIP_TRADE_RULE =
  "VIP #2, five different VIPs (discarded at once: the player chooses any Pimpweapon of the deck, which is then shuffled; free reorganisation)";
const CHOOSE = "choosePimpweapon";

interface ChoosePimpweaponOptions {
  readonly survivor: string;
  readonly cards: readonly CardUid[];
}
const chooseDecision = decisionType<ChoosePimpweaponOptions>(CHOOSE);

const survivorField = z.string().min(1).max(64);

const discardSchema = z.strictObject({
  type: z.literal("discardVipTrophy"),
  survivor: survivorField,
  model: z.string().min(1).max(40),
});
type DiscardVipTrophyCommand = z.infer<typeof discardSchema>;

/** Puts one VIP trophy back in the box, for free, during the survivor's Turn (no Adrenaline again). */
export const discardVipTrophy: ActionModule<DiscardVipTrophyCommand> = {
  type: "discardVipTrophy",
  schema: discardSchema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s) return [];
    return distinctModels(vipSlice.read(state), s.id).map((model) => ({
      type: "discardVipTrophy" as const,
      survivor: s.id,
      model,
    }));
  },
  apply(state, _seat, cmd) {
    const held = vipSlice.read(state).trophies[cmd.survivor] ?? [];
    const at = held.indexOf(cmd.model);
    if (at < 0)
      return refuse("no_vip_trophy", VIP_RULE, `${cmd.survivor} keeps no VIP trophy "${cmd.model}"`);
    let next = activate(state, cmd.survivor);
    next = vipSlice.update(next, (v) => ({
      ...v,
      trophies: { ...v.trophies, [cmd.survivor]: held.filter((_, i) => i !== at) },
    }));
    const events: ZombicideEvent[] = [
      { type: "VipTrophiesDiscarded", survivor: cmd.survivor, models: [cmd.model], rule: VIP_RULE },
    ];
    return ok({ state: next, events });
  },
};

const tradeSchema = z.strictObject({ type: z.literal("tradeVipTrophies"), survivor: survivorField });
type TradeVipTrophiesCommand = z.infer<typeof tradeSchema>;

/** The Pimpweapons still in the deck's draw pile, one uid per card id. */
function pimpweaponsOffered(state: ZombicideState): CardUid[] {
  const deck = state.moduleDecks?.[PIMPWEAPONS];
  const seen = new Set<string>();
  return (deck?.draw ?? []).filter((u) => !seen.has(cardOf(u)) && seen.add(cardOf(u)) !== undefined);
}

/** Five VIPs of five different models discarded at once: the player then picks a Pimpweapon (a decision). */
export const tradeVipTrophies: ActionModule<TradeVipTrophiesCommand> = {
  type: "tradeVipTrophies",
  schema: tradeSchema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || distinctModels(vipSlice.read(state), s.id).length < 5) return [];
    if (pimpweaponsOffered(state).length === 0) return [];
    return [{ type: "tradeVipTrophies" as const, survivor: s.id }];
  },
  apply(state, _seat, cmd) {
    const models = distinctModels(vipSlice.read(state), cmd.survivor).slice(0, 5);
    if (models.length < 5)
      return refuse("not_five_vips", VIP_TRADE_RULE, `${cmd.survivor} keeps fewer than five different VIPs`);
    const cards = pimpweaponsOffered(state);
    if (cards.length === 0)
      return refuse("not_a_pimpweapon", VIP_TRADE_RULE, "the Pimpweapons deck has no card left to choose");
    let next = activate(state, cmd.survivor);
    next = vipSlice.update(next, (v) => {
      const left = [...(v.trophies[cmd.survivor] ?? [])];
      for (const m of models) left.splice(left.indexOf(m), 1);
      return { ...v, trophies: { ...v.trophies, [cmd.survivor]: left } };
    });
    const s = survivorById(next, cmd.survivor) as SurvivorState;
    const events: ZombicideEvent[] = [
      { type: "VipTrophiesDiscarded", survivor: cmd.survivor, models, rule: VIP_TRADE_RULE },
    ];
    return ok({ state: chooseDecision.raise(next, s.seat, { survivor: s.id, cards }), events });
  },
};

const chooseSchema = z.strictObject({
  type: z.literal(CHOOSE),
  card: z.string().min(1).max(64),
  decision: z.string().max(32).optional(),
});
type ChoosePimpweaponCommand = z.infer<typeof chooseSchema>;

/** The Pimpweapon chosen: taken out of the deck, which is shuffled, and offered to keep (free reorganisation). */
export const choosePimpweapon: ActionModule<ChoosePimpweaponCommand> = {
  type: CHOOSE,
  schema: chooseSchema,
  kind: "decision",
  legal: chooseDecision.answers((o) => o.cards.map((u) => ({ type: CHOOSE, card: cardOf(u) }))),
  apply(state, seat, cmd) {
    const d = findDecision(state, seat, CHOOSE, cmd.decision);
    if (!d) return refuse("no_decision", RULES.decision, `${seat} has no Pimpweapon to choose`);
    const o = chooseDecision.options(d);
    const uid = o.cards.find((u) => cardOf(u) === cmd.card);
    const deck = state.moduleDecks?.[PIMPWEAPONS];
    if (!uid || !deck?.draw.includes(uid))
      return refuse("not_a_pimpweapon", VIP_TRADE_RULE, `choose one of ${o.cards.map(cardOf).join(", ")}`);
    const [draw, rng] = shuffle(
      deck.draw.filter((u) => u !== uid),
      state.rng,
    );
    let next: ZombicideState = {
      ...dropDecision(state, d.id),
      rng,
      moduleDecks: { ...(state.moduleDecks ?? {}), [PIMPWEAPONS]: { ...deck, draw } },
    };
    const s = survivorById(next, o.survivor) as SurvivorState;
    next = keepCardsDecision.raise(next, s.seat, { survivor: s.id, cards: [uid], free: true });
    const events: ZombicideEvent[] = [
      { type: "VipPimpweaponEarned", survivor: s.id, card: cardOf(uid), rule: VIP_TRADE_RULE },
    ];
    return ok({ state: settle(next, events), events });
  },
};
