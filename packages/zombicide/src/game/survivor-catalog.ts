import type { EquipmentCard, PackSet, Survivor } from "@horda/content";
import { masterSkillList } from "./skills/master-list.ts";

/**
 * The survivor side of the content a game uses: survivor ID cards (health, kind, skill trees), equipment
 * cards and the decks built from them. Built from content packs and copied into the state at setup, so a
 * saved game carries its own catalogue and the engine never hard-codes a card.
 */
/**
 * The decks every game has; `military` (Fort Hendrix), `pimpweapons` (classic: the Pimpweapons of every box in
 * use) and `vault` (Black Plague's Vault artefacts, set aside at setup for the quest to place) are there only when
 * a box brings them.
 */
type CoreDeck = "starting" | "equipment" | "epic";
type ModuleDeck = "military" | "pimpweapons" | "vault";
type Decks<T> = Readonly<Record<CoreDeck, T>> & {
  readonly military?: T;
  readonly pimpweapons?: T;
  readonly vault?: T;
};

export interface SurvivorCatalog {
  readonly survivors: Readonly<Record<string, Survivor>>;
  readonly equipment: Readonly<Record<string, EquipmentCard>>;
  /** Card ids of each deck, one entry per copy, in pack order. */
  readonly decks: Decks<readonly string[]>;
  /** The master skill list (p.63) as skill references, for the Ultrared mode's free picks (modes/skill-list.ts). */
  readonly skillList?: readonly string[];
  /** The box (pack id) each deck entry comes from, index by index with `decks`; absent in older saves. */
  readonly deckBoxes?: Decks<readonly string[]>;
  /** Card ids of the Wound deck (Rio Z Janeiro, the equipment file's `decks.wound`), one per copy; absent: none. */
  readonly woundDeck?: readonly string[];
  /** Cards two others combine into (the classic Molotov: Gasoline + Glass Bottles); absent: none. */
  readonly combinations?: readonly { readonly parts: readonly [string, string]; readonly makes?: string }[];
  /** Copies of each card set aside at setup (a combination's result comes from them); absent: none. */
  readonly aside?: Readonly<Record<string, number>>;
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
  const decks: Record<CoreDeck | ModuleDeck, string[]> = {
    starting: [],
    equipment: [],
    epic: [],
    military: [],
    pimpweapons: [],
    vault: [],
  };
  const deckBoxes: Record<CoreDeck | ModuleDeck, string[]> = {
    starting: [],
    equipment: [],
    epic: [],
    military: [],
    pimpweapons: [],
    vault: [],
  };
  // Advanced decks replace the decks of the packs they name (Fort Hendrix's replace the core ones).
  const replaced = new Set(ids.flatMap((id) => packs[id]?.decksReplace ?? []));
  const wounds: string[] = [];
  const combinations: { parts: readonly [string, string]; makes?: string }[] = [];
  const aside: Record<string, number> = {};
  for (const id of ids) {
    const pack = packs[id];
    if (!pack) continue;
    for (const s of pack.survivors) survivors[s.id] = s;
    // A Companion with no ID card (Penny) is a card with no skills: its Leader gains nothing from it.
    for (const c of pack.companions ?? [])
      survivors[c.id] = { ...c, health: 1, skills: { blue: [], yellow: [], orange: [], red: [] } };
    for (const c of pack.equipment) equipment[c.id] = c;
    if (replaced.has(id)) continue;
    for (const deck of ["starting", "equipment", "epic", "military", "pimpweapons", "vault"] as const)
      for (const entry of pack.decks[deck] ?? [])
        for (let i = 0; i < entry.count; i++) {
          decks[deck].push(entry.card);
          deckBoxes[deck].push(id);
        }
    // The Wound deck is read apart: its cards are never Equipment to Search or deal.
    const woundEntries = (pack.decks as { readonly wound?: readonly { card: string; count: number }[] })
      .wound;
    for (const entry of woundEntries ?? []) for (let i = 0; i < entry.count; i++) wounds.push(entry.card);
    for (const c of pack.combinations ?? [])
      combinations.push({ parts: [c.parts[0], c.parts[1]], ...(c.makes ? { makes: c.makes } : {}) });
    for (const entry of pack.decks.aside ?? []) aside[entry.card] = (aside[entry.card] ?? 0) + entry.count;
  }
  // A box's own deck is there only when some box brings cards to it.
  const used = (["military", "pimpweapons", "vault"] as const).filter((d) => decks[d].length > 0);
  const pick = <T>(all: Record<CoreDeck | ModuleDeck, T>): Decks<T> => ({
    starting: all.starting,
    equipment: all.equipment,
    epic: all.epic,
    ...Object.fromEntries(used.map((d) => [d, all[d]])),
  });
  return {
    survivors,
    equipment,
    decks: pick(decks),
    deckBoxes: pick(deckBoxes),
    skillList: masterSkillList(packs, ids),
    ...(wounds.length > 0 ? { woundDeck: wounds } : {}),
    ...(combinations.length > 0 ? { combinations, aside } : {}),
  };
}
