import type { Abomination, PackSet, SpawnCard, ZombieType } from "@horda/content";

/**
 * The zombie side of the content a game uses: zombie types and their stats, the miniatures the boxes bring,
 * the Zombie (spawn) cards and the Abomination cards. Built from content packs and copied into the state at
 * setup, so a saved game carries its own catalogue and the engine never hard-codes a card.
 */
export interface ZombieCatalog {
  readonly types: Readonly<Record<string, ZombieType>>;
  /** Miniatures available per zombie type (summed over the packs used). */
  readonly pools: Readonly<Record<string, number>>;
  /** Zombie cards by printed number ("001"). */
  readonly spawnCards: Readonly<Record<string, SpawnCard>>;
  readonly abominations: Readonly<Record<string, Abomination>>;
}

/**
 * The packs of one rule profile (with the other games' packs, which hold no Zombicide cards): the classic
 * packs reuse the 2E ids ("walker", Zombie card "001", "pistol"), so a game's catalogues are built from its
 * profile's packs only.
 */
export function profilePacks(packs: PackSet, profile: string): PackSet {
  return Object.fromEntries(
    Object.entries(packs).filter(
      ([, p]) => p.manifest.game !== "zombicide" || p.manifest.ruleProfile === profile,
    ),
  );
}

/** Merges the zombie content of the given packs (by default every pack in the set, in key order). */
export function zombieCatalogFromPacks(
  packs: PackSet,
  ids: readonly string[] = Object.keys(packs),
): ZombieCatalog {
  const types: Record<string, ZombieType> = {};
  const pools: Record<string, number> = {};
  const spawnCards: Record<string, SpawnCard> = {};
  const abominations: Record<string, Abomination> = {};
  // Zombie cards that replace another box's (Fort Hendrix #041-#080 replace the core #001-#040).
  const replaced = new Set(ids.flatMap((id) => packs[id]?.spawnCardsReplace ?? []));
  for (const id of ids) {
    const pack = packs[id];
    if (!pack) continue;
    for (const t of pack.zombieTypes) types[t.id] = t;
    for (const [type, n] of Object.entries(pack.pools)) pools[type] = (pools[type] ?? 0) + n;
    if (!replaced.has(id)) for (const c of pack.spawnCards) spawnCards[c.id] = c;
    for (const a of pack.abominations) abominations[a.id] = a;
  }
  return { types, pools, spawnCards, abominations };
}

/** The card ids of a full Zombie deck (one of each card) and of the Abomination deck (each card `count` times). */
export function zombieDeckCards(catalog: ZombieCatalog): string[] {
  return Object.keys(catalog.spawnCards).sort();
}

export function abominationDeckCards(catalog: ZombieCatalog): string[] {
  const out: string[] = [];
  for (const a of Object.values(catalog.abominations)) for (let i = 0; i < a.count; i++) out.push(a.id);
  return out.sort();
}

/** "#012", "012" and "12" all name card 012. */
export function spawnCardId(ref: string): string {
  const digits = ref.replace(/^#/, "");
  return /^\d+$/.test(digits) ? digits.padStart(3, "0") : digits;
}
