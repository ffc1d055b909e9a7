import type { EquipmentCard } from "@horda/content";
import { type CardUid, cardData, cardOf } from "../../../game/cards.ts";
import { discardCards } from "../../../game/equipment-decks.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { inventoryOf } from "../../../game/inventory.ts";
import { inPlay, survivorById } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { slice } from "../../../kernel/slices.ts";

export const CANINE = "canine";
export const RULES = {
  dog: "Canine Companions, general (a dog is a survivor with one Wound, Low profile, Slippery and 3 Zones per Move; no inventory, no Actions)",
  card: "Canine Companions, acquiring a dog (its card is Equipment: whoever holds it is the Trainer; losing the card loses the dog)",
  back: "Canine Companions, acquiring a dog (a lost dog's card found again brings the dog back to whoever holds it; engine reading (?))",
  lost: "Canine Companions, general (defeated by its first Wound: its card is discarded; a lost card, a lost dog)",
  bonus:
    "Canine Companions, general (+1 die: Melee to the Trainer in the same Zone, cumulative; +2 for the American Bulldog)",
  follow: "Canine Companions, general (it moves freely with its Trainer when both share the Zone)",
  instruction:
    "Canine Companions, Instructions (1 of the Trainer's Actions: the dog moves up to 3 Zones, attacks in Melee, makes Noise or Searches)",
  car: "Canine Companions, Instructions (1 of the Trainer's Actions: the dog gets in or out of a car; it takes no seat and never drives)",
  held: "Canine Companions, Instructions (a dog holds one card it found, gives it to its Trainer in its Zone or drops it, freely)",
  freeDogAction:
    "classic +1 free Dog Action (one extra Action each Turn, only to give a Dog Companion an Instruction; a fan skill list, unverified)",
  start:
    "Canine Companions, acquiring a dog (each survivor may start with one dog, its card in the Trainer's inventory)",
} as const;

/** What the module keeps: the dogs that joined (survivor id = the dog card's id) and the card each holds. */
export interface CanineSlice {
  /** Dog card ids whose dog joined the game (in play or lost). */
  readonly joined: readonly string[];
  /** The card each dog holds in its mouth (found by a Search), by dog id. */
  readonly held: Readonly<Record<string, CardUid>>;
  /**
   * The joined dogs that are lost and whose card has left every inventory: the card found again brings the dog
   * back. Absent in games saved before it existed (read as none).
   */
  readonly lost?: readonly string[];
}

export const canineSlice = slice<CanineSlice>(CANINE, { joined: [], held: {}, lost: [] });

/** A dog in play (a roaming Companion whose id is its card's). */
export function isDog(state: ZombicideState, s: SurvivorState): boolean {
  return s.companion?.roams === true && canineSlice.read(state).joined.includes(s.id);
}

/** The dogs in play the survivor trains. */
export function dogsOf(state: ZombicideState, trainer: string): SurvivorState[] {
  return state.survivors.filter((d) => inPlay(d) && d.companion?.leader === trainer && isDog(state, d));
}

/** The dog's card data (read from the catalogue by its id). */
export function dogCard(state: ZombicideState, dog: SurvivorState): EquipmentCard | undefined {
  return state.survivorCatalog.equipment[dog.id];
}

/** The survivor (not a dog) whose inventory holds the dog card `card`, with the card's uid. */
function holderOf(state: ZombicideState, card: string): [SurvivorState, CardUid] | undefined {
  for (const s of state.survivors) {
    if (!inPlay(s) || s.companion) continue;
    const uid = inventoryOf(s).find((u) => cardOf(u) === card);
    if (uid) return [s, uid];
  }
  return undefined;
}

/** A new dog: a roaming Companion of its Trainer, with the card's skills and one Wound to live. */
function newDog(card: EquipmentCard, trainer: SurvivorState): SurvivorState {
  return {
    id: card.id,
    name: card.names.en,
    seat: trainer.seat,
    zone: trainer.zone,
    kid: false,
    health: 1,
    wounds: 0,
    adrenaline: 0,
    skills: [...(card.dog?.skills ?? [])],
    actionsLeft: 0,
    done: false,
    eliminated: false,
    escaped: false,
    card: null,
    hands: [null, null],
    backpack: [],
    searchedRound: 0,
    companion: { leader: trainer.id, skill: null, roams: true },
  };
}

/** Drops what the dog holds (discarded), if anything. */
export function dropHeld(state: ZombicideState, dog: string): ZombicideState {
  const c = canineSlice.read(state);
  const uid = c.held[dog];
  if (!uid) return state;
  const held = { ...c.held };
  delete held[dog];
  return canineSlice.write(discardCards(state, [uid]), { ...c, held });
}

/** The slice with `dog` counted lost (its card is out of every inventory), or back (`lost` false). */
function markLost(c: CanineSlice, dog: string, lost: boolean): CanineSlice {
  const others = (c.lost ?? []).filter((d) => d !== dog);
  return { ...c, lost: lost ? [...others, dog] : others };
}

/**
 * Keeps the dogs with their cards: a dog card held by a survivor brings its dog into the holder's Zone, and a
 * lost dog's card found again brings it back, unwounded; the holder is the Trainer (a card traded makes a new
 * Trainer); a dog whose card nobody holds any more runs off, lost; a dog eliminated by its Wound has its card
 * discarded.
 */
export function reconcileDogs(state: ZombicideState, events: ZombicideEvent[]): ZombicideState {
  let next = state;
  let c = canineSlice.read(next);
  // Dogs whose card is held and who have not joined yet.
  for (const s of next.survivors) {
    if (!inPlay(s) || s.companion) continue;
    for (const uid of inventoryOf(s)) {
      const card = cardData(next, uid);
      if (!card?.dog) continue;
      const back = c.lost?.includes(card.id) === true;
      if (back) {
        next = {
          ...next,
          survivors: next.survivors.map((o) => (o.id === card.id ? newDog(card, s) : o)),
        };
        c = markLost(c, card.id, false);
      } else {
        if (c.joined.includes(card.id) || survivorById(next, card.id)) continue;
        next = { ...next, survivors: [...next.survivors, newDog(card, s)] };
        c = { ...c, joined: [...c.joined, card.id] };
      }
      next = canineSlice.write(next, c);
      events.push({
        type: "DogJoined",
        dog: card.id,
        trainer: s.id,
        zone: s.zone,
        rule: back ? RULES.back : RULES.card,
      });
    }
  }
  for (const id of c.joined) {
    const dog = survivorById(next, id);
    if (!dog || dog.escaped) continue;
    const holder = holderOf(next, id);
    if (dog.eliminated) {
      if (!holder) continue;
      // Its first Wound defeated it: its card leaves the Trainer's inventory.
      const [h, uid] = holder;
      next = {
        ...next,
        survivors: next.survivors.map((o) =>
          o.id === h.id
            ? {
                ...o,
                hands: o.hands.map((u) => (u === uid ? null : u)) as [CardUid | null, CardUid | null],
                backpack: o.backpack.filter((u) => u !== uid),
              }
            : o,
        ),
      };
      next = dropHeld(discardCards(next, [uid]), id);
      c = markLost(canineSlice.read(next), id, true);
      next = canineSlice.write(next, c);
      events.push({ type: "DogLost", dog: id, trainer: h.id, wounded: true, rule: RULES.lost });
      continue;
    }
    if (!holder) {
      const trainer = dog.companion?.leader ?? null;
      next = {
        ...next,
        survivors: next.survivors.map((o) => (o.id === id ? { ...o, eliminated: true } : o)),
      };
      next = dropHeld(next, id);
      c = markLost(canineSlice.read(next), id, true);
      next = canineSlice.write(next, c);
      events.push({ type: "DogLost", dog: id, trainer, wounded: false, rule: RULES.lost });
      continue;
    }
    const [h] = holder;
    if (dog.companion?.leader !== h.id) {
      next = {
        ...next,
        survivors: next.survivors.map((o) =>
          o.id === id ? { ...o, seat: h.seat, companion: { leader: h.id, skill: null, roams: true } } : o,
        ),
      };
      events.push({ type: "DogTrainerChanged", dog: id, trainer: h.id, rule: RULES.card });
    }
  }
  return next;
}
