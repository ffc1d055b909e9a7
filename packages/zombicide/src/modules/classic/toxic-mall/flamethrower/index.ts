import { type CardUid, cardData, cardName } from "../../../../game/cards.ts";
import type { SurvivorState, ZombicideState } from "../../../../game/types.ts";
import { type EventReading, joinWords, type RuleModule } from "../../../../kernel/module.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";

const FUEL = "fuel";
export const FLAMETHROWER_RULE =
  "Toxic City Mall, Flamethrower (each shot discards a Gasoline card and burns the Zone as a Molotov; the Flamethrower is kept)";

export interface FuelBurnt {
  readonly type: "FuelBurnt";
  readonly survivor: string;
  readonly weapon: string;
  readonly fuel: string;
  readonly rule: string;
}

declare module "../../../../game/events.ts" {
  interface ModuleEvents {
    FuelBurnt: FuelBurnt;
  }
}

/** The fuel card a shot of `weapon` burns: a card its `appliesTo` names, from the reserve first (?), then the Hands. */
function fuelFor(state: ZombicideState, s: SurvivorState, weapon: CardUid): CardUid | undefined {
  const names = cardData(state, weapon)?.appliesTo ?? [];
  const pool = [...s.backpack, ...s.hands.filter((u): u is CardUid => u !== null && u !== weapon)];
  return pool.find((u) => names.some((n) => cardData(state, u)?.id === n));
}

const isFuelled = (state: ZombicideState, weapon: CardUid | undefined): weapon is CardUid =>
  weapon !== undefined && (cardData(state, weapon)?.traits?.includes(FUEL) ?? false);

/**
 * The Flamethrower (Toxic City Mall; reference classic-1e-rules.md §13): a Ranged Action at Range 0-1 that burns the
 * Zone as a Molotov (its attack's mode is `molotov`), paid with a Gasoline card of the inventory (anywhere in it (?):
 * the card says only "discard a Gasoline card"); the Flamethrower stays in Hand. No Gasoline, no shot.
 */
export const flamethrower: RuleModule = {
  id: "flamethrower",
  rule: FLAMETHROWER_RULE,
  ...PLAY,
  cardEffects: [FUEL],
  hooks: {
    attackRefused: ({ state, survivor, weapons }) => {
      const weapon = weapons[0];
      if (!isFuelled(state, weapon) || fuelFor(state, survivor, weapon)) return undefined;
      return {
        code: "no_fuel",
        why: `${cardName(state, weapon)} needs a Gasoline card in ${survivor.name}'s inventory`,
        rule: FLAMETHROWER_RULE,
      };
    },
    molotovSpends: ({ state, survivor, card, events }) => {
      if (!isFuelled(state, card)) return undefined;
      const fuel = fuelFor(state, survivor, card);
      if (!fuel) return undefined;
      events.push({
        type: "FuelBurnt",
        survivor: survivor.id,
        weapon: cardData(state, card)?.id ?? card,
        fuel: cardData(state, fuel)?.id ?? fuel,
        rule: FLAMETHROWER_RULE,
      });
      return [fuel];
    },
  },
  events: {
    FuelBurnt: { fields: { survivor: "survivor", weapon: "card", fuel: "card" } },
  } satisfies Readonly<Record<string, EventReading>>,
  words: joinWords(PLAY_WORDS, {
    en: {
      name: "Flamethrower",
      summary: "Each shot burns a Gasoline card and the target Zone as a Molotov; the Flamethrower is kept.",
      "event.FuelBurnt": "{{survivor}} burns {{fuel}} in {{weapon}}",
    },
    "pt-BR": {
      name: "Lança-chamas",
      summary:
        "Cada disparo gasta uma carta de Gasolina e queima a Zona alvo como um Molotov; o Lança-chamas fica.",
      "event.FuelBurnt": "{{survivor}} queima {{fuel}} no {{weapon}}",
    },
  }),
};
