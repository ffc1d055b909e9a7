import { carById, replaceCar } from "../../../game/cars/seats.ts";
import type { CarState } from "../../../game/cars/types.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import type { ZombicideState } from "../../../game/types.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { slice } from "../../../kernel/slices.ts";
import { objectiveCardsSlice } from "../../advanced/objective-cards/state.ts";
import { settingsOf, stringOf } from "../shared/settings.ts";

export const LOADED_CAR = "loaded-car";
export const LOADED_CAR_RULE =
  "Fort Hendrix, M4 Loaded car (the Pimpmobile cannot be Driven or Searched until stated otherwise)";

interface LoadedCar {
  /** The car held, and the keyword that frees it; null once freed. */
  readonly car: string | null;
  readonly until: string | null;
  /** What the mission lets the car do once freed. */
  readonly drivable: boolean;
  readonly crate: boolean;
}

const loaded = slice<LoadedCar>(LOADED_CAR, { car: null, until: null, drivable: false, crate: false });

/** Sets the car free: driven as the mission allows, its crate back in the trunk. */
function free(state: ZombicideState, l: LoadedCar, events: ZombicideEvent[]): ZombicideState {
  const car = carById(state, l.car ?? "");
  const next = loaded.write(state, { ...l, car: null });
  if (!car) return next;
  events.push({ type: "CarFreed", car: car.id, keyword: l.until, rule: LOADED_CAR_RULE });
  return replaceCar(next, { ...car, drivable: l.drivable, crate: l.crate || car.crate });
}

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.fort-hendrix-m4-loaded-car": "Fort Hendrix, M4 Loaded car",
  },
  "pt-BR": {
    "rule.fort-hendrix-m4-loaded-car": "Fort Hendrix, M4 Carro carregado",
  },
};

/**
 * Loaded car (M4): the mission's car (settings `car`, a car token id) can be neither Driven (nobody gets in) nor
 * Searched (its crate stays in the trunk) until the team gains the keyword `until` (an Objective card's); then
 * it is as the mission's `cars` say, told with `CarFreed`.
 */
export const loadedCar: RuleModule = {
  id: LOADED_CAR,
  rule: LOADED_CAR_RULE,
  hooks: {
    setup: (ctx, state) => {
      const s = settingsOf(ctx.mission, LOADED_CAR);
      const id = stringOf(s.car);
      const car = id === undefined ? undefined : carById(state, id);
      if (!car) return state;
      const held: CarState = { ...car, drivable: false, crate: false };
      return loaded.write(replaceCar(state, held), {
        car: car.id,
        until: stringOf(s.until) ?? null,
        drivable: car.drivable,
        crate: car.crate,
      });
    },
    afterCommand: (_ctx, applied) => {
      const l = loaded.read(applied.state);
      if (l.car === null || l.until === null) return applied;
      if (!objectiveCardsSlice.read(applied.state).keywords.includes(l.until)) return applied;
      const events = [...applied.events];
      return { state: free(applied.state, l, events), events };
    },
  },
  events: { CarFreed: {} },
  words: joinWords(
    {
      en: {
        name: "Loaded car",
        summary: "The mission's car can be neither driven nor searched until the mission frees it.",
        "event.CarFreed": "The car is free: it may be driven and its crate taken",
      },
      "pt-BR": {
        name: "Carro carregado",
        summary: "O carro da missão não pode ser dirigido nem revistado até a missão liberá-lo.",
        "event.CarFreed": "O carro está livre: pode ser dirigido e sua caixa pega",
      },
    },
    CITED,
  ),
};

/** The mission's loaded car was set free by its keyword. */
export interface CarFreed {
  readonly type: "CarFreed";
  readonly car: string;
  readonly keyword: string | null;
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    CarFreed: CarFreed;
  }
}
