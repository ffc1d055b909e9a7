import type { DeckId, EquipmentCard, PackSet, Survivor } from "@horda/content";
import { masterSkillList } from "./skills/master-list.ts";

/**
 * The survivor side of the content a game uses: survivor ID cards (health, kind, skill trees), equipment
 * cards and the decks built from them. Built from content packs and copied into the state at setup, so a
 * saved game carries its own catalogue and the engine never hard-codes a card.
 */
export interface SurvivorCatalog {
  readonly survivors: Readonly<Record<string, Survivor>>;
  readonly equipment: Readonly<Record<string, EquipmentCard>>;
  /** Card ids of each deck, one entry per copy, in pack order. */
  readonly decks: Readonly<Record<DeckId, readonly string[]>>;
  /** The master skill list (p.63) as skill references, for the Ultrared mode's free picks (modes/skill-list.ts). */
  readonly skillList?: readonly string[];
  /** The box (pack id) each deck entry comes from, index by index with `decks`; absent in older saves. */
  readonly deckBoxes?: Readonly<Record<DeckId, readonly string[]>>;
}

export const EMPTY_SURVIVOR_CATALOG: SurvivorCatalog = {
  survivors: {},
  equipment: {},
  decks: { starting: [], equipment: [], epic: [] },
};

/** Merges the survivor content of the given packs (by default every pack in the set, in key order). */
export function survivorCatalogFromPacks(
  packs: PackSet,
  ids: readonly string[] = Object.keys(packs),
): SurvivorCatalog {
  const survivors: Record<string, Survivor> = {};
  const equipment: Record<string, EquipmentCard> = {};
  const decks: Record<DeckId, string[]> = { starting: [], equipment: [], epic: [] };
  const deckBoxes: Record<DeckId, string[]> = { starting: [], equipment: [], epic: [] };
  for (const id of ids) {
    const pack = packs[id];
    if (!pack) continue;
    for (const s of pack.survivors) survivors[s.id] = s;
    for (const c of pack.equipment) equipment[c.id] = c;
    for (const deck of ["starting", "equipment", "epic"] as const)
      for (const entry of pack.decks[deck] ?? [])
        for (let i = 0; i < entry.count; i++) {
          decks[deck].push(entry.card);
          deckBoxes[deck].push(id);
        }
  }
  return { survivors, equipment, decks, deckBoxes, skillList: masterSkillList(packs, ids) };
}
