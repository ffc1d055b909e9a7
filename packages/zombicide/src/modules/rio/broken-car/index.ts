import type { ZombicideEvent } from "../../../game/events.ts";
import type { ZombicideState, ZoneId } from "../../../game/types.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { slice } from "../../../kernel/slices.ts";
import { objectivesGiving, settingsOf, stringList, teamHas } from "../mission-data.ts";

export const BROKEN_CAR_RULE =
  "rio missions M4 Stolen parts!, M8 Prepare the Car (the Opala cannot be driven until the Survivors find the missing parts: a battery and fuel, the Car Keys and a Gallon of Gas)";

interface BrokenCarState {
  /** The KEYWORDS the team needs before the Muscle Car may be driven. */
  readonly needs: readonly string[];
  readonly repaired: boolean;
}
const brokenSlice = slice<BrokenCarState>("broken-car", { needs: [], repaired: false });

export interface CarRepaired {
  readonly type: "CarRepaired";
  readonly cars: readonly string[];
  readonly parts: readonly string[];
  readonly rule: string;
}
declare module "../../../game/events.ts" {
  interface ModuleEvents {
    CarRepaired: CarRepaired;
  }
}

const muscle = (state: ZombicideState) => (state.cars ?? []).filter((c) => c.type === "muscle");

/** Once the team holds every part, the Muscle Cars may be driven (as the mission allows cars to be). */
function repair(applied: { readonly state: ZombicideState; readonly events: readonly ZombicideEvent[] }): {
  readonly state: ZombicideState;
  readonly events: readonly ZombicideEvent[];
} {
  const b = brokenSlice.read(applied.state);
  if (b.repaired || b.needs.length === 0 || !b.needs.every((k) => teamHas(applied.state, k))) return applied;
  const cars = muscle(applied.state).map((c) => c.id);
  const state = brokenSlice.write(
    {
      ...applied.state,
      cars: (applied.state.cars ?? []).map((c) => (cars.includes(c.id) ? { ...c, drivable: true } : c)),
    },
    { ...b, repaired: true },
  );
  return {
    state,
    events: [...applied.events, { type: "CarRepaired", cars, parts: b.needs, rule: BROKEN_CAR_RULE }],
  };
}

/** Until the car is repaired: the Objectives whose cards give a part the team still lacks. */
function partsToFind(state: ZombicideState): ZoneId[] {
  const b = brokenSlice.read(state);
  if (b.repaired) return [];
  return objectivesGiving(
    state,
    b.needs.filter((k) => !teamHas(state, k)),
  );
}

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-missions-m4-stolen-parts-m8-prepare-the-car":
      "rio missions M4 Stolen parts!, M8 Prepare the Car",
  },
  "pt-BR": {
    "rule.rio-missions-m4-stolen-parts-m8-prepare-the-car":
      "rio, missões M4 Peças roubadas!, M8 Prepare o carro",
  },
};

/**
 * The Opala is broken (M4, M8): the Muscle Cars start not drivable, whatever the mission's `cars`, until the team
 * holds every KEYWORD of `settings["broken-car"].needs` (Objective cards give them). Without `needs`, never.
 */
export const brokenCar: RuleModule = {
  id: "broken-car",
  rule: BROKEN_CAR_RULE,
  hooks: {
    setup: (ctx, state) => {
      const needs = stringList(settingsOf(ctx.mission, "broken-car").needs);
      const cars = muscle(state).map((c) => c.id);
      return brokenSlice.write(
        {
          ...state,
          cars: (state.cars ?? []).map((c) => (cars.includes(c.id) ? { ...c, drivable: false } : c)),
        },
        { needs, repaired: false },
      );
    },
    afterCommand: (_ctx, applied) => repair(applied),
  },
  aims: partsToFind,
  events: { CarRepaired: { fields: { cars: "list", parts: "list" } } },
  words: joinWords(
    {
      en: {
        name: "Broken car",
        summary: "The Opala cannot be driven until the missing parts are found.",
        "event.CarRepaired": "The parts are found ({{parts}}): the Opala can be driven",
      },
      "pt-BR": {
        name: "Carro quebrado",
        summary: "O Opala não pode ser dirigido até as peças que faltam serem achadas.",
        "event.CarRepaired": "As peças foram achadas ({{parts}}): o Opala pode ser dirigido",
      },
    },
    CITED,
  ),
};
