import type { MissionFile } from "@horda/content";
import { cardUid } from "../../../game/cards.ts";
import { discardCards } from "../../../game/equipment-decks.ts";
import { backpackSize } from "../../../game/inventory.ts";
import { survivorById, takesTurns } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { settingsOf } from "../../rio/mission-data.ts";

/**
 * The mission's `settings.canine.startingDogs`: "one-per-survivor" (each survivor, in order, takes the next dog
 * card of the catalogue's order) or a record survivor id → dog card id. Each card goes to the Trainer's reserve,
 * or a free Hand when the reserve is full; with no slot free, the last reserve card is discarded for it (what does
 * not fit, as the starting deal does). The dog joins when the module next reconciles.
 */
export function giveStartingDogs(state: ZombicideState, mission: MissionFile | undefined): ZombicideState {
  const wanted = settingsOf(mission, "canine").startingDogs;
  if (wanted === undefined) return state;
  const dogs = Object.values(state.survivorCatalog.equipment)
    .filter((c) => c.dog)
    .map((c) => c.id);
  const trainers = state.survivors.filter(takesTurns);
  const pairs: [string, string][] =
    wanted === "one-per-survivor"
      ? trainers.flatMap((s, i) => (dogs[i] ? [[s.id, dogs[i] as string] as [string, string]] : []))
      : typeof wanted === "object" && wanted !== null
        ? Object.entries(wanted).filter(
            (e): e is [string, string] => typeof e[1] === "string" && dogs.includes(e[1]),
          )
        : [];
  let next = state;
  for (const [who, dog] of pairs) {
    const uid = cardUid(dog, "g", 1);
    const s = survivorById(next, who);
    if (!s) continue;
    const free = s.hands.indexOf(null);
    let given: SurvivorState;
    if (s.backpack.length < backpackSize(s, next)) given = { ...s, backpack: [...s.backpack, uid] };
    else if (free >= 0)
      given = { ...s, hands: (free === 0 ? [uid, s.hands[1]] : [s.hands[0], uid]) as typeof s.hands };
    else {
      next = discardCards(next, s.backpack.slice(-1));
      given = { ...s, backpack: [...s.backpack.slice(0, -1), uid] };
    }
    next = { ...next, survivors: next.survivors.map((o) => (o.id === who ? given : o)) };
  }
  return next;
}
