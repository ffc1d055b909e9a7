import { RULES as CORE_RULES, refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { takeFreeAction } from "../../../game/skills/free-actions.ts";
import { inPlay, survivorById } from "../../../game/survivors.ts";
import { activate } from "../../../game/turns.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { isDog, RULES } from "./dogs.ts";

/** The Trainer and its dog once the Trainer's Turn is on and it has an Action for an Instruction. */
export interface Instructed {
  readonly state: ZombicideState;
  readonly trainer: SurvivorState;
  readonly dog: SurvivorState;
  /** How the Instruction was paid: a free Dog Action's use, told. */
  readonly paid: readonly ZombicideEvent[];
}

/** The kind of Action an Instruction is: a free Dog Action (the skill) pays for it first. */
export const DOG_ACTION = "dog";

/** Why the survivor cannot give `dog` an Instruction (it is not its Trainer, the dog is not in play), or null. */
export function trainerRefusal(state: ZombicideState, trainer: SurvivorState, dog: string): string | null {
  const d = survivorById(state, dog);
  if (!d || !isDog(state, d) || !inPlay(d)) return `"${dog}" is not a dog in play`;
  if (d.companion?.leader !== trainer.id) return `${trainer.name} is not ${d.name}'s Trainer`;
  return null;
}

/**
 * Starts the Trainer's Turn (if it had not), pays with a free Dog Action if it holds one, and checks it has an
 * Action to spend on the Instruction.
 */
export function instructed(state: ZombicideState, trainer: string, dog: string) {
  const t0 = survivorById(state, trainer) as SurvivorState;
  const why = trainerRefusal(state, t0, dog);
  if (why) return refuse("not_the_trainer", RULES.instruction, why);
  const paid: ZombicideEvent[] = [];
  const next = takeFreeAction(activate(state, trainer), trainer, DOG_ACTION, paid);
  const t = survivorById(next, trainer) as SurvivorState;
  if (t.actionsLeft < 1)
    return refuse("not_enough_actions", CORE_RULES.actions, `${t.name} has no Action left`);
  return {
    state: next,
    trainer: t,
    dog: survivorById(next, dog) as SurvivorState,
    paid,
  } satisfies Instructed;
}

/** The dogs a survivor may instruct now. */
export function trainedDogs(state: ZombicideState, s: SurvivorState): SurvivorState[] {
  // `trainerRefusal` for each survivor, without looking each one up again by id (ids are unique).
  return state.survivors.filter((d) => d.companion?.leader === s.id && isDog(state, d) && inPlay(d));
}
