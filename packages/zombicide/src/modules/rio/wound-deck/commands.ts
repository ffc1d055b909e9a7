import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { gainAdrenaline } from "../../../game/adrenaline.ts";
import { type CardUid, cardData, cardOf } from "../../../game/cards.ts";
import { attackChoices, startAttack } from "../../../game/combat/start.ts";
import { discardCards } from "../../../game/equipment-decks.ts";
import { RULES, refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { inventoryOf } from "../../../game/inventory.ts";
import { replaceSurvivor, survivorById } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { moduleContinuation, pause } from "../../../kernel/continuation.ts";
import { dropDecision, findDecision } from "../../../kernel/decisions.ts";
import { settle } from "../../../kernel/resume.ts";
import {
  BITE_ON_THIS,
  biteDecision,
  dealRest,
  discardWeapon,
  takeRest,
  WOUND_ATTACK,
  WOUNDS_LEFT,
  woundAttackDecision,
} from "./deal.ts";
import { heldBy, WOUND_RULE, woundSlice } from "./state.ts";

export const BISCOITO_RULE =
  "rio Biscoito Plano (discard it: gain 3 AP, or Heal 1 Wound and discard a Wound card)";

const biteSchema = z.strictObject({
  type: z.literal("biteOnThis"),
  weapon: z.string().min(1).max(64),
  decision: z.string().max(32).optional(),
});
export type BiteOnThisCommand = z.infer<typeof biteSchema>;

/** Bite on This!: which equipped weapon is discarded. */
export const biteOnThis: ActionModule<BiteOnThisCommand> = {
  type: "biteOnThis",
  schema: biteSchema,
  kind: "decision",
  legal: biteDecision.answers((o) => o.weapons.map((weapon) => ({ type: "biteOnThis" as const, weapon }))),
  apply(state, seat, cmd) {
    const d = findDecision(state, seat, BITE_ON_THIS, cmd.decision);
    if (!d) return refuse("no_decision", RULES.decision, `${seat} has no Bite on This! to answer`);
    const o = biteDecision.options(d);
    if (!o.weapons.includes(cmd.weapon))
      return refuse("not_equipped", WOUND_RULE, `choose one of ${o.weapons.join(", ")}`);
    const events: ZombicideEvent[] = [];
    const discarded = discardWeapon(dropDecision(state, d.id), o.survivor, cmd.weapon, events);
    // The Wounds after this card, if any, land now (the card's effect applied first).
    const [rest, taken] = takeRest(discarded, o.survivor);
    return ok({ state: settle(dealRest(taken, rest, events), events), events });
  },
};

const attackSchema = z.strictObject({
  type: z.literal("woundAttack"),
  /** The weapon; absent: no attack. */
  weapon: z.string().min(1).max(64).optional(),
  zone: z.string().min(1).max(16).optional(),
  dual: z.boolean().optional(),
  decision: z.string().max(32).optional(),
});
export type WoundAttackCommand = z.infer<typeof attackSchema>;

/** Damn You! / Hey Over Here!: the free All-Out attack (or none); made once the work open is done. */
export const woundAttack: ActionModule<WoundAttackCommand> = {
  type: "woundAttack",
  schema: attackSchema,
  kind: "decision",
  legal: woundAttackDecision.answers((o, state) => {
    const s = survivorById(state, o.survivor) as SurvivorState;
    return [
      { type: "woundAttack" as const },
      ...attackChoices(state, s, o.mode).map((c) => ({
        type: "woundAttack" as const,
        weapon: c.weapon,
        zone: c.zone,
        ...(c.dual ? { dual: true } : {}),
      })),
    ];
  }),
  apply(state, seat, cmd) {
    const d = findDecision(state, seat, WOUND_ATTACK, cmd.decision);
    if (!d) return refuse("no_decision", RULES.decision, `${seat} has no free attack to answer`);
    const o = woundAttackDecision.options(d);
    const [rest, next] = takeRest(dropDecision(state, d.id), o.survivor);
    const events: ZombicideEvent[] = [];
    if (cmd.weapon === undefined) return ok({ state: settle(dealRest(next, rest, events), events), events });
    const s = survivorById(state, o.survivor) as SurvivorState;
    const attack = {
      survivor: s.id,
      mode: o.mode,
      weapon: cmd.weapon,
      zone: o.mode === "melee" ? s.zone : (cmd.zone ?? s.zone),
      ...(cmd.dual ? { dual: true } : {}),
    };
    // All-Out when the weapon has an All-Out value and the rule is on; a plain attack otherwise.
    const allOut = startAttack(next, o.mode, { ...attack, reaction: true, declare: ["all-out"] });
    const checked = allOut.ok ? allOut : startAttack(next, o.mode, { ...attack, reaction: true });
    if (!checked.ok) return checked;
    const step = { kind: "reaction" as const, ...attack, ...(allOut.ok ? { declare: ["all-out"] } : {}) };
    // The attack first (settle finishes it before any later paused work), then the Wounds after this card.
    const attacked = pause(next, step);
    const then = rest ? pause(attacked, moduleContinuation({ ...rest, kind: WOUNDS_LEFT })) : attacked;
    return ok({ state: settle(then, events), events });
  },
};

const biscoitoSchema = z.strictObject({
  type: z.literal("biscoitoPlano"),
  survivor: z.string().min(1).max(64),
  /** `adrenaline`: 3 AP; `heal`: Heal 1 Wound and discard the Wound card `wound` (default: the first held). */
  use: z.enum(["adrenaline", "heal"]),
  wound: z.string().min(1).max(40).optional(),
});
export type BiscoitoPlanoCommand = z.infer<typeof biscoitoSchema>;

const isBiscoito = (state: ZombicideState, u: CardUid) =>
  cardOf(u) === "biscoito-plano" || (cardData(state, u)?.skills ?? []).some((k) => k === "biscoito-plano");

/** Biscoito Plano: discarded from anywhere in the inventory during the survivor's Turn, for free. */
export const biscoitoPlano: ActionModule<BiscoitoPlanoCommand> = {
  type: "biscoitoPlano",
  schema: biscoitoSchema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || !inventoryOf(s).some((u) => isBiscoito(state, u))) return [];
    const out: BiscoitoPlanoCommand[] = [{ type: "biscoitoPlano", survivor: s.id, use: "adrenaline" }];
    if (s.wounds > 0) out.push({ type: "biscoitoPlano", survivor: s.id, use: "heal" });
    return out;
  },
  apply(state, _seat, cmd) {
    const s = survivorById(state, cmd.survivor) as SurvivorState;
    const uid = inventoryOf(s).find((u) => isBiscoito(state, u));
    if (!uid) return refuse("no_biscoito", BISCOITO_RULE, `${s.name} holds no Biscoito Plano`);
    if (cmd.use === "heal" && s.wounds === 0)
      return refuse("not_wounded", BISCOITO_RULE, `${s.name} has no Wound to heal`);
    const held = heldBy(state, s.id);
    const wound = (cmd.wound ? held.find((h) => h.card === cmd.wound || h.effect === cmd.wound) : held[0])
      ?.card;
    if (cmd.use === "heal" && cmd.wound && wound === undefined)
      return refuse("no_wound_card", BISCOITO_RULE, `${s.name} holds no Wound card "${cmd.wound}"`);
    const events: ZombicideEvent[] = [];
    let next = replaceSurvivor(state, {
      ...s,
      hands: s.hands.map((u) => (u === uid ? null : u)) as unknown as SurvivorState["hands"],
      backpack: s.backpack.filter((u) => u !== uid),
    });
    next = discardCards(next, [uid]);
    if (cmd.use === "adrenaline") next = gainAdrenaline(next, s.id, 3, "Biscoito Plano", events);
    else {
      const healed = survivorById(next, s.id) as SurvivorState;
      next = replaceSurvivor(next, { ...healed, wounds: healed.wounds - 1 });
      events.push({ type: "WoundCardDiscarded", survivor: s.id, card: wound ?? null, rule: BISCOITO_RULE });
      if (wound)
        next = woundSlice.update(next, (w) => {
          if (!w) return w;
          const i = w.held.findIndex((h) => h.survivor === s.id && h.card === wound);
          return {
            deck: { ...w.deck, discard: [...w.deck.discard, wound] },
            held: w.held.filter((_, j) => j !== i),
          };
        });
    }
    return ok({ state: next, events });
  },
};

export interface WoundCardDiscarded {
  readonly type: "WoundCardDiscarded";
  readonly survivor: string;
  readonly card: string | null;
  readonly rule: string;
}
declare module "../../../game/events.ts" {
  interface ModuleEvents {
    WoundCardDiscarded: WoundCardDiscarded;
  }
}
