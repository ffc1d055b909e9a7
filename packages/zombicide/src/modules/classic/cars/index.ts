import { joinWords, type RuleModule } from "../../../kernel/module.ts";
import { afterClassicRunOver, classicDrivePaths, runOverFrom } from "./drive.ts";
import { EVENTS, WORDS } from "./events.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";
import { CLASSIC_CAR_RULES } from "./rules.ts";
import { classicCarSearch } from "./search.ts";
import { hideInCar, takeFromCar } from "./stash.ts";

/**
 * Classic cars (reference classic-1e-rules.md §7, seed 001's Toxic City Mall): the core `cars` module's seats,
 * getting in and out and Searches, played the Season 1 way. Listed before `cars` in the profile so its answers
 * come first: a Drive goes 1 or 2 street Zones (back and forth too) and runs over every miniature of the Zone it
 * leaves, each Zone it crosses and the Zone it reaches, but those in the car (1 die each, 4+, Damage 1, the
 * survivors on foot first); the Pimpmobile is searched once for a Pimpweapon, the Police car for one weapon;
 * cards may be hidden under a car (Toxic City Mall).
 */
export const classicCars: RuleModule = {
  id: "classic-cars",
  ...PLAY,
  rule: CLASSIC_CAR_RULES.runOver,
  hooks: {
    drivePaths: (ctx, paths) => classicDrivePaths(ctx.from, paths),
    drive: (ctx) => {
      const car = ctx.state.cars?.find((c) => c.id === ctx.car);
      return car ? runOverFrom(ctx.state, car.id, ctx.driver, car.zone, ctx.path, ctx.events) : undefined;
    },
    afterCombat: ({ state, step, events }) =>
      step.car ? afterClassicRunOver(state, step, events) : undefined,
    carSearched: (ctx) => classicCarSearch(ctx.state, ctx.survivor, ctx.car, ctx.events),
  },
  commands: [hideInCar, takeFromCar],
  events: EVENTS,
  words: joinWords(WORDS, PLAY_WORDS),
};
