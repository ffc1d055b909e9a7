import type { SurvivorBox } from "../content/survivors-by-box.ts";
import type { MissionFields } from "../model/records.ts";

/**
 * The survivors a mission offers the players (`offeredSurvivors`): absent means every survivor of the boxes
 * whose decks the mission uses. Pure: each change returns the patch for `setMission`.
 */
export function defaultOffer(mission: MissionFields, boxes: readonly SurvivorBox[]): string[] {
  return ofProfile(mission, boxes)
    .filter((b) => mission.decks.boxes.includes(b.box))
    .flatMap((b) => b.survivors.map((s) => s.id));
}

/** The boxes of the mission's rule profile (the classic boxes reuse the 2E survivor ids). */
export function ofProfile(mission: MissionFields, boxes: readonly SurvivorBox[]): readonly SurvivorBox[] {
  return boxes.filter((b) => b.profile === mission.ruleProfile);
}

/** The ids offered now (the explicit list, or the default one). */
export function offeredIds(mission: MissionFields, boxes: readonly SurvivorBox[]): readonly string[] {
  return mission.offeredSurvivors ?? defaultOffer(mission, boxes);
}

/** Offer every survivor of the mission's boxes (no list), or start an explicit list from what is offered now. */
export function setOfferAll(
  mission: MissionFields,
  all: boolean,
  boxes: readonly SurvivorBox[],
): Partial<MissionFields> {
  return { offeredSurvivors: all ? undefined : [...offeredIds(mission, boxes)] };
}

/**
 * Adds or removes survivors from the explicit list (kept in box order). Refused (null) when it would leave
 * no survivor at all: the schema wants at least one.
 */
export function setOffered(
  mission: MissionFields,
  ids: readonly string[],
  on: boolean,
  boxes: readonly SurvivorBox[],
): Partial<MissionFields> | null {
  const now = new Set(offeredIds(mission, boxes));
  for (const id of ids) on ? now.add(id) : now.delete(id);
  if (now.size === 0) return null;
  const order = ofProfile(mission, boxes).flatMap((b) => b.survivors.map((s) => s.id));
  const known = order.filter((id) => now.has(id));
  const unknown = [...now].filter((id) => !order.includes(id));
  return { offeredSurvivors: [...known, ...unknown] };
}

export type OfferProblem =
  | { readonly key: "unknownSurvivor"; readonly id: string }
  | { readonly key: "survivorOutsideBoxes"; readonly id: string; readonly box: string }
  | { readonly key: "tooFewOffered"; readonly offered: number; readonly survivors: number };

/** What is wrong with the offer: ids no pack knows, survivors of boxes the mission does not use, too few. */
export function offerProblems(mission: MissionFields, boxes: readonly SurvivorBox[]): OfferProblem[] {
  const out: OfferProblem[] = [];
  const ids = offeredIds(mission, boxes);
  for (const id of ids) {
    const box = ofProfile(mission, boxes).find((b) => b.survivors.some((s) => s.id === id));
    if (!box) out.push({ key: "unknownSurvivor", id });
    else if (!mission.decks.boxes.includes(box.box))
      out.push({ key: "survivorOutsideBoxes", id, box: box.box });
  }
  if (ids.length < mission.survivors)
    out.push({ key: "tooFewOffered", offered: ids.length, survivors: mission.survivors });
  return out;
}
