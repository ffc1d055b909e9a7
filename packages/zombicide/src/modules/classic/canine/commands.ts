import { ok } from "@horda/table";
import { z } from "zod";
import { actionsAvailable } from "../../../game/actions/availability.ts";
import type { ActionModule } from "../../../game/actions/module.ts";
import { boardOf, zoneIndex } from "../../../game/board-of.ts";
import { cardOf } from "../../../game/cards.ts";
import { carOf } from "../../../game/cars/seats.ts";
import { type AttackProfile, attackProfile } from "../../../game/combat/profile.ts";
import { startAttack } from "../../../game/combat/start.ts";
import { combatBlocked, zombiesInZone } from "../../../game/combat/targets.ts";
import { keepCardsDecision } from "../../../game/decisions.ts";
import { deckLabel, drawCard } from "../../../game/equipment-decks.ts";
import { refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { aaahh } from "../../../game/found-cards.ts";
import { addNoise } from "../../../game/noise.ts";
import { walkRefusal, walksFrom } from "../../../game/skills/paths.ts";
import { moveSteps } from "../../../game/skills/skill-actions.ts";
import { replaceSurvivor, survivorById, zombiesIn } from "../../../game/survivors.ts";
import { spend } from "../../../game/turns.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { payAction } from "../../../kernel/pay.ts";
import { rulesOf } from "../../../kernel/registry.ts";
import { canineSlice, dogCard, dropHeld, RULES } from "./dogs.ts";
import { DOG_ACTION, instructed, trainedDogs } from "./instruct.ts";

const id = z.string().min(1).max(64);
const MOVE_ZONES = 3;

/** A dog Move Instruction is a walk of 1 to 3 Zones; entering Zombies ends it (Slippery lets it leave them). */
function moveRefusal(state: ZombicideState, dog: SurvivorState, path: readonly string[]): string | null {
  if (path.length < 1 || path.length > MOVE_ZONES) return `a dog moves 1 to ${MOVE_ZONES} Zones`;
  if (carOf(state, dog.id)) return `${dog.name} is in a car: tell it to get out first`;
  return walkRefusal(state, dog.zone, path, false);
}

/** What leaving the dog's Zone costs beyond the Instruction: nothing when a rule lets it leave Zombies freely. */
function leaveCost(state: ZombicideState, dog: SurvivorState): number {
  const zombies = zombiesIn(state, dog.zone);
  if (zombies === 0 || rulesOf(state).hooks.leavesZombiesFreely({ state, survivor: dog })) return 0;
  return zombies;
}

const moveSchema = z.strictObject({
  type: z.literal("dogMove"),
  survivor: id,
  dog: id,
  path: z.array(z.string().min(1).max(16)).min(1).max(MOVE_ZONES),
});
export type DogMoveCommand = z.infer<typeof moveSchema>;

/** Instruction: the dog moves up to 3 Zones (1 of the Trainer's Actions). */
export const dogMove: ActionModule<DogMoveCommand> = {
  type: "dogMove",
  schema: moveSchema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || actionsAvailable(state, s, DOG_ACTION) < 1) return [];
    const out: DogMoveCommand[] = [];
    for (const dog of trainedDogs(state, s)) {
      if (actionsAvailable(state, s, DOG_ACTION) < 1 + leaveCost(state, dog)) continue;
      for (const path of walksFrom(state, dog.zone, MOVE_ZONES))
        if (path.length > 0 && moveRefusal(state, dog, path) === null)
          out.push({ type: "dogMove", survivor: s.id, dog: dog.id, path });
    }
    return out;
  },
  apply(state, _seat, cmd) {
    const r = instructed(state, cmd.survivor, cmd.dog);
    if ("ok" in r) return r;
    const why = moveRefusal(r.state, r.dog, cmd.path);
    if (why) return refuse("cannot_move_dog", RULES.instruction, why);
    const cost = 1 + leaveCost(r.state, r.dog);
    if (r.trainer.actionsLeft < cost)
      return refuse("not_enough_actions", RULES.instruction, `${r.trainer.name} needs ${cost} Actions`);
    const events: ZombicideEvent[] = [...r.paid];
    moveSteps(r.state, r.dog, cmd.path, cost, RULES.instruction, events);
    const to = cmd.path[cmd.path.length - 1] as string;
    const next = replaceSurvivor(r.state, { ...r.dog, zone: to });
    return ok({ state: spend(next, r.trainer.id, cost, events), events });
  },
};

const dogSchema = <T extends string>(type: T) =>
  z.strictObject({ type: z.literal(type), survivor: id, dog: id });

const noiseSchema = dogSchema("dogNoise");
export type DogNoiseCommand = z.infer<typeof noiseSchema>;

/** Instruction: the dog makes Noise in its Zone. */
export const dogNoise: ActionModule<DogNoiseCommand> = {
  type: "dogNoise",
  schema: noiseSchema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || actionsAvailable(state, s, DOG_ACTION) < 1) return [];
    return trainedDogs(state, s).map((d) => ({ type: "dogNoise" as const, survivor: s.id, dog: d.id }));
  },
  apply(state, _seat, cmd) {
    const r = instructed(state, cmd.survivor, cmd.dog);
    if ("ok" in r) return r;
    const events: ZombicideEvent[] = [...r.paid];
    const next = addNoise(r.state, r.dog.zone, r.dog.id, "Make Noise", events, RULES.instruction);
    return ok({ state: spend(next, r.trainer.id, 1, events), events });
  },
};

/** Why the dog cannot Search now, or null (a building Zone without Zombies, once per Turn, a mouth free). */
function searchRefusal(state: ZombicideState, dog: SurvivorState): string | null {
  if (!dogCard(state, dog)?.dog?.search) return `${dog.name} cannot Search`;
  if (canineSlice.read(state).held[dog.id]) return `${dog.name} already holds a card`;
  const hooks = rulesOf(state).hooks;
  const refused = hooks.searchRefused({ state, survivor: dog });
  if (refused) return refused.why;
  if (boardOf(state).zones[zoneIndex(state, dog.zone)]?.kind !== "building")
    return `${dog.zone} is not a building zone`;
  if (zombiesIn(state, dog.zone) > 0) return `there are zombies in ${dog.zone}`;
  if (dog.searchedRound === state.turn.round) return `${dog.name} has already searched this turn`;
  return null;
}

const searchSchema = dogSchema("dogSearch");
export type DogSearchCommand = z.infer<typeof searchSchema>;

/** Instruction: the dog Searches; it holds the one card it finds (an Aaahh!! brings its Walker). */
export const dogSearch: ActionModule<DogSearchCommand> = {
  type: "dogSearch",
  schema: searchSchema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || actionsAvailable(state, s, DOG_ACTION) < 1) return [];
    return trainedDogs(state, s)
      .filter((d) => searchRefusal(state, d) === null)
      .map((d) => ({ type: "dogSearch" as const, survivor: s.id, dog: d.id }));
  },
  apply(state, _seat, cmd) {
    const r = instructed(state, cmd.survivor, cmd.dog);
    if ("ok" in r) return r;
    const why = searchRefusal(r.state, r.dog);
    if (why) return refuse("cannot_search", RULES.instruction, why);
    const events: ZombicideEvent[] = [...r.paid];
    let next = replaceSurvivor(r.state, { ...r.dog, searchedRound: r.state.turn.round });
    const [uid, drawn] = drawCard(next, "equipmentDeck", events);
    next = drawn;
    if (uid === null) {
      events.push({
        type: "SearchEnded",
        survivor: r.dog.id,
        why: "the deck is empty",
        rule: RULES.instruction,
      });
    } else {
      events.push({
        type: "CardDrawn",
        survivor: r.dog.id,
        deck: deckLabel("equipmentDeck"),
        card: cardOf(uid),
        uid,
        rule: RULES.instruction,
      });
      next = rulesOf(next).hooks.cardDrawn({ survivor: r.dog.id, deck: "equipmentDeck", uid, events }, next);
      if (next.survivorCatalog.equipment[cardOf(uid)]?.kind === "aaahh")
        next = aaahh(next, r.dog.id, uid, events);
      else {
        next = canineSlice.update(next, (c) => ({ ...c, held: { ...c.held, [r.dog.id]: uid } }));
        events.push({ type: "DogHolds", dog: r.dog.id, card: cardOf(uid), rule: RULES.held });
      }
    }
    return ok({ state: spend(next, r.trainer.id, 1, events), events });
  },
};

/** Why the dog cannot attack now, or null: Zombies in its Zone, no rule stopping Combat there. */
function attackRefusal(state: ZombicideState, dog: SurvivorState): string | null {
  if (combatBlocked(state, dog.zone)) return `no Combat Action is possible in ${dog.zone}`;
  if (zombiesInZone(state, dog.zone).length === 0) return `there are no zombies in ${dog.zone}`;
  return null;
}

const attackSchema = dogSchema("dogAttack");
export type DogAttackCommand = z.infer<typeof attackSchema>;

/**
 * Instruction: the dog attacks in Melee with its card's numbers. The dog is the attacker (its Zone, its kills);
 * the Trainer pays the Action, once the attack is resolved or waits for a choice.
 */
export const dogAttack: ActionModule<DogAttackCommand> = {
  type: "dogAttack",
  schema: attackSchema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || actionsAvailable(state, s, DOG_ACTION) < 1) return [];
    return trainedDogs(state, s)
      .filter((d) => attackRefusal(state, d) === null)
      .map((d) => ({ type: "dogAttack" as const, survivor: s.id, dog: d.id }));
  },
  apply(state, _seat, cmd) {
    const r = instructed(state, cmd.survivor, cmd.dog);
    if ("ok" in r) return r;
    const why = attackRefusal(r.state, r.dog);
    if (why) return refuse("no_targets", RULES.instruction, why);
    const dogId = r.dog.id;
    const out = startAttack(r.state, "melee", {
      survivor: dogId,
      weapon: dogId,
      reaction: true,
      improvised: {
        name: dogId,
        label: r.dog.name,
        profile: (st, d) => attackProfile(st, d, [dogId], "melee") as AttackProfile,
        pay: (st) => st,
      },
    });
    if (!out.ok) return out;
    const events = [...r.paid, ...out.value.events];
    const killed = events.some((e) => e.type === "ZombieKilled");
    return ok({ state: payAction(out.value.state, r.trainer.id, 1, events, "melee", killed), events });
  },
};

const giveSchema = dogSchema("dogGive");
export type DogGiveCommand = z.infer<typeof giveSchema>;

/** The dog gives the card it holds to its Trainer in its Zone (free): the Trainer keeps it or discards it. */
export const dogGive: ActionModule<DogGiveCommand> = {
  type: "dogGive",
  schema: giveSchema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s) return [];
    const held = canineSlice.read(state).held;
    return trainedDogs(state, s)
      .filter((d) => held[d.id] && d.zone === s.zone)
      .map((d) => ({ type: "dogGive" as const, survivor: s.id, dog: d.id }));
  },
  apply(state, _seat, cmd) {
    const t = survivorById(state, cmd.survivor) as SurvivorState;
    const dog = survivorById(state, cmd.dog);
    const c = canineSlice.read(state);
    const uid = c.held[cmd.dog];
    if (!dog || dog.companion?.leader !== t.id || !uid)
      return refuse("cannot_give_dog_card", RULES.held, `${t.name}'s dog "${cmd.dog}" holds no card`);
    if (dog.zone !== t.zone)
      return refuse("cannot_give_dog_card", RULES.held, `${dog.name} is not in ${t.name}'s Zone`);
    const held = { ...c.held };
    delete held[dog.id];
    const events: ZombicideEvent[] = [
      { type: "DogGave", dog: dog.id, trainer: t.id, card: cardOf(uid), rule: RULES.held },
    ];
    const next = keepCardsDecision.raise(canineSlice.write(state, { ...c, held }), t.seat, {
      survivor: t.id,
      cards: [uid],
      free: true,
    });
    return ok({ state: next, events });
  },
};

const dropSchema = dogSchema("dogDrop");
export type DogDropCommand = z.infer<typeof dropSchema>;

/** The dog drops the card it holds (free): it is discarded. */
export const dogDrop: ActionModule<DogDropCommand> = {
  type: "dogDrop",
  schema: dropSchema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s) return [];
    const held = canineSlice.read(state).held;
    return trainedDogs(state, s)
      .filter((d) => held[d.id])
      .map((d) => ({ type: "dogDrop" as const, survivor: s.id, dog: d.id }));
  },
  apply(state, _seat, cmd) {
    const t = survivorById(state, cmd.survivor) as SurvivorState;
    const dog = survivorById(state, cmd.dog);
    const uid = canineSlice.read(state).held[cmd.dog];
    if (!dog || dog.companion?.leader !== t.id || !uid)
      return refuse("cannot_give_dog_card", RULES.held, `${t.name}'s dog "${cmd.dog}" holds no card`);
    const events: ZombicideEvent[] = [
      { type: "DogDropped", dog: dog.id, card: cardOf(uid), rule: RULES.held },
    ];
    return ok({ state: dropHeld(state, dog.id), events });
  },
};
