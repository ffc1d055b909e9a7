import type { LoadedPack } from "@horda/content";
import { missionBoxes as boxesOfMission } from "@horda/zombicide";
import type { Playable } from "../content/playable.ts";
import { keepOffered, offeredOf } from "./offered.ts";

/** The boxes a new game starts with: the engine's rule (`missionBoxes` of @horda/zombicide), for a playable. */
export function missionBoxes(p: Playable | undefined, packs: readonly LoadedPack[]): string[] {
  return boxesOfMission(p?.mission, packs);
}

/**
 * The survivor choices that stay when the mission or the boxes change: those of survivors in the boxes and on
 * the mission's offer; when none stays, the first survivor there goes to player 1.
 */
export function survivorsFor(
  current: Readonly<Record<string, number>>,
  p: Playable | undefined,
  packs: readonly LoadedPack[],
  boxes: readonly string[],
): Record<string, number> {
  const inBoxes = packs
    .filter((x) => boxes.includes(x.manifest.id))
    .flatMap((x) => x.survivors.map((s) => s.id));
  const offered = offeredOf(p);
  const kept = keepOffered(
    Object.fromEntries(Object.entries(current).filter(([id]) => inBoxes.includes(id))),
    offered,
  );
  if (Object.keys(kept).length > 0) return kept;
  const first = inBoxes.find((id) => !offered || offered.includes(id));
  return first ? { [first]: 0 } : {};
}

/**
 * The boxes a player may switch on for a game of this rule profile, base boxes first: a 2E mission is not
 * offered the classic or Black Plague boxes, whose cards and survivors play on other rules.
 */
export function boxesOf(packs: readonly LoadedPack[], profile: string): LoadedPack[] {
  const own = packs.filter((x) => x.manifest.game === "zombicide" && x.manifest.ruleProfile === profile);
  const isBase = (x: LoadedPack) => (x.manifest.extends ?? []).length === 0;
  return [...own.filter(isBase), ...own.filter((x) => !isBase(x))];
}
