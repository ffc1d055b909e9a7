import { changeCarSeat } from "../../game/actions/car-change-seat.ts";
import { takeCarCrate } from "../../game/actions/car-crate.ts";
import { drive } from "../../game/actions/car-drive.ts";
import { getInCar } from "../../game/actions/car-get-in.ts";
import { getOutOfCar } from "../../game/actions/car-get-out.ts";
import { searchCar } from "../../game/actions/car-search.ts";
import { continueDrive } from "../../game/cars/drive.ts";
import { CAR_RULES } from "../../game/cars/rules.ts";
import { joinWords, type RuleModule } from "../../kernel/module.ts";
import { EVENTS, WORDS } from "./events.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";

/** Cars (§5 Car Actions): getting in and out, changing seats, driving, Car Attacks, searching Police Cars. */
export const cars: RuleModule = {
  id: "cars",
  ...PLAY,
  rule: CAR_RULES.inCar,
  hooks: {
    // A Car Attack goes on with the rest of the Fast Drive, which spends the Drive Action.
    afterCombat: ({ state, step, events }) =>
      step.car ? continueDrive(state, step.car.id, step.attacker, step.car.rest, events) : undefined,
  },
  commands: [getInCar, getOutOfCar, changeCarSeat, drive, takeCarCrate, searchCar],
  events: EVENTS,
  words: joinWords(WORDS, PLAY_WORDS),
};
