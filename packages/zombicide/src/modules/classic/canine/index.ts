import { gainAdrenaline } from "../../../game/adrenaline.ts";
import { cardData } from "../../../game/cards.ts";
import { survivorById } from "../../../game/survivors.ts";
import type { SurvivorState } from "../../../game/types.ts";
import { joinWords, type RuleModule } from "../../../kernel/module.ts";
import { dogGetInCar, dogGetOutOfCar } from "./car-instructions.ts";
import { dogAttack, dogDrop, dogGive, dogMove, dogNoise, dogSearch } from "./commands.ts";
import { CANINE, dogCard, dogsOf, isDog, RULES, reconcileDogs } from "./dogs.ts";
import { EVENTS, WORDS } from "./events.ts";
import { DOG_ACTION } from "./instruct.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";
import { giveStartingDogs } from "./starting-dogs.ts";

/** The skill +1 free Dog Action: one more Action each Turn, for Instructions only (a fan skill list, C20). */
const FREE_DOG_ACTION = "plus-1-free-dog-action";

/** The skill a Trainer is told to use when its dogs add Melee dice. */
const TRAINER = "dog-trainer";

/**
 * Canine Companions (seed 001, first part; reference classic-1e-rules.md §14): dog cards are Equipment; the
 * holder is the dog's Trainer. A dog is a roaming Companion (a survivor with one Wound and its card's skills,
 * no inventory, no Turn) that follows its Trainer out of a shared Zone, gives it Melee dice in its Zone, and
 * acts on the Trainer's Instructions (1 Action each). Dog kills give their XP to the Trainer (?).
 */
export const canine: RuleModule = {
  id: CANINE,
  ...PLAY,
  rule: RULES.dog,
  skills: ["three-zones-per-move", TRAINER, FREE_DOG_ACTION],
  skillRules: { [FREE_DOG_ACTION]: RULES.freeDogAction },
  // An Instruction is paid by a free Dog Action first (the skill +1 free Dog Action).
  actionKinds: { [DOG_ACTION]: [DOG_ACTION] },
  effects: {
    [FREE_DOG_ACTION]: () => [
      { kind: "extraAction", for: DOG_ACTION, skill: FREE_DOG_ACTION, rule: RULES.freeDogAction },
    ],
  },
  commands: [dogMove, dogAttack, dogNoise, dogSearch, dogGive, dogDrop, dogGetInCar, dogGetOutOfCar],
  hooks: {
    setup: (ctx, state) => reconcileDogs(giveStartingDogs(state, ctx.mission), []),
    afterCommand: (_ctx, applied) => {
      const events = [...applied.events];
      const state = reconcileDogs(applied.state, events);
      return state === applied.state ? applied : { state, events };
    },
    survivorEliminated: (ctx, state) => reconcileDogs(state, ctx.events),
    // A dog card in a Hand is no weapon: the dog attacks on its Trainer's Instruction.
    attackRefused: (ctx) =>
      ctx.weapons.some((u) => cardData(ctx.state, u)?.dog)
        ? {
            code: "dog_card_no_weapon",
            rule: RULES.instruction,
            why: "a dog's card is not a weapon: give the dog an Instruction",
          }
        : null,
    bonusDice: (ctx) => {
      if (ctx.mode !== "melee") return [];
      const zone = ctx.zone ?? ctx.survivor.zone;
      const dice = dogsOf(ctx.state, ctx.survivor.id)
        .filter((d) => d.zone === zone)
        .reduce((n, d) => n + (dogCard(ctx.state, d)?.dog?.trainerMeleeDice ?? 0), 0);
      return dice > 0 ? [{ skill: TRAINER, dice, rule: RULES.bonus }] : [];
    },
    // A dog's kills: the XP goes to its Trainer (engine reading (?): the seed gives dogs no XP track).
    gainAdrenaline: (ctx) => {
      const dog = survivorById(ctx.state, ctx.survivor) as SurvivorState;
      if (!isDog(ctx.state, dog) || !dog.companion?.leader) return undefined;
      const back = {
        ...ctx.state,
        survivors: ctx.state.survivors.map((s) => (s.id === dog.id ? { ...s, adrenaline: ctx.from } : s)),
      };
      return gainAdrenaline(back, dog.companion.leader, ctx.to - ctx.from, `${dog.name}'s kill`, ctx.events);
    },
  },
  events: EVENTS,
  words: joinWords(WORDS, PLAY_WORDS),
};
