import type { LoadedPack, PackSet } from "@horda/content";
import { CAMPAIGN_BOXES, refusal } from "@horda/zombicide";
import { type Playable, playables } from "../table/content/playable.ts";
import { missionBoxes } from "../table/setup/mission-boxes.ts";

/**
 * The packs a campaign of `box` draws its missions and survivors from: the core's, and the box's own pack when
 * there is one (Fort Hendrix: its 10 missions and 6 survivors).
 */
export function campaignPacks(box: string, packs: PackSet): LoadedPack[] {
  return Object.values(packs).filter(
    (p) => p.manifest.id === "core2e" || (p.manifest.id === box && box !== ""),
  );
}

/**
 * The missions a campaign of `box` offers, in the order they are played: the book's own (those the engine plays)
 * first, in the book's order, then the core's. `book` lists the keys of the book's, chosen by default (all of
 * them when the box has none).
 */
export function campaignMissions(
  box: string,
  packs: PackSet,
): { readonly missions: Playable[]; readonly book: string[] } {
  const from = Object.fromEntries(campaignPacks(box, packs).map((p) => [p.manifest.id, p]));
  const order = (CAMPAIGN_BOXES[box]?.missions ?? []).map((m) => m.id);
  const rank = (p: Playable) => {
    const i = order.indexOf(p.mission?.id ?? "");
    return i < 0 ? order.length : i;
  };
  const missions = playables(from)
    .filter(
      (p) => p.kind === "mission" && p.mission && refusal(p.mission.ruleProfile, p.mission.modules) === null,
    )
    .map((p, i) => ({ p, i }))
    .sort((a, b) => rank(a.p) - rank(b.p) || a.i - b.i)
    .map(({ p }) => p);
  const book = missions.filter((p) => order.includes(p.mission?.id ?? "")).map((p) => p.key);
  return { missions, book: book.length > 0 ? book : missions.map((p) => p.key) };
}

/** The boxes a campaign mission's table plays with: those the mission names (an expansion's decks), else the core's. */
export function campaignMissionBoxes(playable: Playable | undefined, packs: PackSet): string[] {
  return missionBoxes(
    playable,
    Object.values(packs).filter((p) => p.manifest.game === "zombicide"),
  );
}
