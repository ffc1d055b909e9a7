import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { gainAdrenaline } from "../../../game/adrenaline.ts";
import { type CardUid, cardData, cardOf, pickCards } from "../../../game/cards.ts";
import { discardCards } from "../../../game/equipment-decks.ts";
import { refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { inventoryOf } from "../../../game/inventory.ts";
import { replaceSurvivor, survivorById } from "../../../game/survivors.ts";
import { activate } from "../../../game/turns.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import type { EventReading, ModuleWords, RuleModule } from "../../../kernel/module.ts";

export const ULTRARED_WEAPONS_RULE =
  "Toxic City Mall, Ultrared mode (the Ultrared weapons join the Equipment pile; only a survivor at Red uses one; any survivor may discard one on its Turn for 5 XP)";
const TRAIT = "ultrared";
const XP = 5;
const RED = 43;

const isUltrared = (state: ZombicideState, uid: CardUid) =>
  cardData(state, uid)?.traits?.includes(TRAIT) === true;
const modeOn = (state: ZombicideState) => state.modules.includes("ultrared");
/** At Red: past 43 XP, or round the tracker once already in the Ultrared mode. */
const atRed = (s: SurvivorState) => s.adrenaline >= RED || (s.ultraredLaps ?? 0) > 0;

/** Without the Ultrared mode the Ultrared weapons stay in the box: out of the Equipment deck from setup (?). */
function outOfTheDeck(state: ZombicideState): ZombicideState {
  if (modeOn(state)) return state;
  const deck = state.equipmentDeck;
  const draw = deck.draw.filter((u) => !isUltrared(state, u));
  return draw.length === deck.draw.length ? state : { ...state, equipmentDeck: { ...deck, draw } };
}

const schema = z.strictObject({
  type: z.literal("discardUltrared"),
  survivor: z.string().min(1).max(64),
  card: z.string().min(1).max(64),
});
export type DiscardUltraredCommand = z.infer<typeof schema>;

/** Any survivor, on its Turn, discards an Ultrared weapon it holds for 5 XP at once (free (?)). */
const discardUltrared: ActionModule<DiscardUltraredCommand> = {
  type: "discardUltrared",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s) return [];
    const ids = [
      ...new Set(
        inventoryOf(s)
          .filter((u) => isUltrared(state, u))
          .map(cardOf),
      ),
    ];
    return ids.map((card) => ({ type: "discardUltrared" as const, survivor: s.id, card }));
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const picked = pickCards(
      inventoryOf(s0).filter((u) => isUltrared(state, u)),
      [cmd.card],
    );
    if (!picked.ok)
      return refuse(
        "no_ultrared_weapon",
        ULTRARED_WEAPONS_RULE,
        `${s0.name} holds no Ultrared "${cmd.card}"`,
      );
    const uid = picked.picks[0] as CardUid;
    let next = activate(state, s0.id);
    const s = survivorById(next, s0.id) as SurvivorState;
    next = replaceSurvivor(next, {
      ...s,
      hands: s.hands.map((u) => (u === uid ? null : u)) as [CardUid | null, CardUid | null],
      backpack: s.backpack.filter((u) => u !== uid),
    });
    next = discardCards(next, [uid]);
    const events: ZombicideEvent[] = [
      { type: "UltraredWeaponDiscarded", survivor: s.id, card: cardOf(uid), rule: ULTRARED_WEAPONS_RULE },
    ];
    next = gainAdrenaline(next, s.id, XP, `${cardOf(uid)} discarded`, events);
    return ok({ state: next, events });
  },
};

export interface UltraredWeaponDiscarded {
  readonly type: "UltraredWeaponDiscarded";
  readonly survivor: string;
  readonly card: string;
  readonly rule: string;
}
declare module "../../../game/events.ts" {
  interface ModuleEvents {
    UltraredWeaponDiscarded: UltraredWeaponDiscarded;
  }
}
const EVENTS: Readonly<Record<string, EventReading>> = {
  UltraredWeaponDiscarded: { fields: { survivor: "survivor", card: "card" } },
};
const WHY = "only a survivor at Red, in the Ultrared mode, uses an Ultrared weapon";
const WORDS: ModuleWords = {
  en: {
    name: "Ultrared weapons",
    summary: "Ultrared weapons serve only survivors at Red in the Ultrared mode; discarding one gives 5 XP.",
    "event.UltraredWeaponDiscarded": "{{survivor}} discards {{card}} for 5 XP",
    "command.discardUltrared": "Discard {{card}} for 5 XP",
    "refusal.ultrared_weapon": "Only a survivor at Red, in the Ultrared mode, can use an Ultrared weapon.",
    "refusal.no_ultrared_weapon": "This survivor holds no such Ultrared weapon.",
  },
  "pt-BR": {
    name: "Armas Ultravermelhas",
    summary:
      "Armas Ultravermelhas só servem a Sobreviventes no Nível Vermelho no modo Ultravermelho; descartar uma dá 5 XP.",
    "event.UltraredWeaponDiscarded": "{{survivor}} descarta {{card}} e ganha 5 XP",
    "command.discardUltrared": "Descartar {{card}} por 5 XP",
    "refusal.ultrared_weapon":
      "Só um Sobrevivente no Nível Vermelho, no modo Ultravermelho, usa uma arma Ultravermelha.",
    "refusal.no_ultrared_weapon": "Este Sobrevivente não tem essa arma Ultravermelha.",
  },
};

/**
 * Ultrared weapons (seed 001, Toxic City Mall's Ultrared mode; card trait `ultrared`): they join the Equipment
 * deck only with the Ultrared mode on; only a survivor at Red uses one to attack; any survivor may discard one on
 * its Turn for 5 XP.
 */
export const ultraredWeapons: RuleModule = {
  id: "ultrared-weapons",
  rule: ULTRARED_WEAPONS_RULE,
  cardEffects: [TRAIT],
  hooks: {
    setup: (_ctx, state) => outOfTheDeck(state),
    attackRefused: (ctx) => {
      if (!ctx.weapons.some((u) => isUltrared(ctx.state, u))) return null;
      return modeOn(ctx.state) && atRed(ctx.survivor)
        ? null
        : { code: "ultrared_weapon", why: WHY, rule: ULTRARED_WEAPONS_RULE };
    },
  },
  commands: [discardUltrared],
  commandWords: { discardUltrared: { fields: { card: "card" } } },
  refusals: ["ultrared_weapon", "no_ultrared_weapon"],
  events: EVENTS,
  words: WORDS,
};
