import type { MissionFile, PackSet, TileFace } from "@horda/content";
import {
  missionBoxes,
  type SurvivorCatalog,
  survivorCatalogFromPacks,
  type ZombicideConfig,
  type ZombieCatalog,
  zombieCatalogFromPacks,
  zombieCatalogInBand,
} from "@horda/zombicide";

/** The content a simulated game needs besides the mission: tile faces and the catalogues of the packs. */
export interface SimContent {
  readonly tiles: Readonly<Record<string, TileFace>>;
  readonly survivorCatalog: SurvivorCatalog;
  readonly zombieCatalog: ZombieCatalog;
}

/**
 * A mission's content as a new game at the table deals it: the survivors, equipment and Zombie cards of the boxes
 * the mission names (else its rule profile's base boxes), through the same `missionBoxes` as the web's new-game
 * page and the server's rooms, so a Black Plague mission plays Black Plague's cards and zombies.
 */
export function missionSimContent(
  mission: MissionFile,
  packs: PackSet,
  tiles: Readonly<Record<string, TileFace>>,
): SimContent {
  const boxes = missionBoxes(mission, Object.values(packs));
  return {
    tiles,
    survivorCatalog: survivorCatalogFromPacks(packs, boxes),
    zombieCatalog: zombieCatalogInBand(zombieCatalogFromPacks(packs, boxes), mission.decks.spawnBand),
  };
}

/** The core box's usual first team; missions that offer others get theirs. */
const DEFAULT_CAST = ["wanda", "doug", "amy", "ned", "josh", "elle"];

/**
 * Survivors to play: those asked for, else the mission's offer, the core team (when the boxes hold it) or the
 * boxes' survivors, as many as the mission says.
 */
export function pickSurvivors(
  mission: MissionFile,
  content: SimContent,
  asked?: readonly string[],
): string[] {
  const known = content.survivorCatalog.survivors;
  if (asked && asked.length > 0) {
    const unknown = asked.filter((id) => !known[id]);
    if (unknown.length > 0) throw new Error(`unknown survivor ${unknown.map((u) => `"${u}"`).join(", ")}`);
    return [...asked];
  }
  const pool = [...(mission.offeredSurvivors ?? DEFAULT_CAST), ...Object.keys(known).sort()];
  const picked: string[] = [];
  // One side of a two-sided ID card (a Zombivor side, Toxic City Mall) per person, as the table allows.
  const people = new Set<string>();
  for (const id of pool) {
    const card = known[id];
    const person = card?.sideOf ?? id;
    if (!card || people.has(person)) continue;
    people.add(person);
    picked.push(id);
  }
  return picked.slice(0, mission.survivors ?? 6);
}

/**
 * A mission game for bots: survivors dealt round the table to `players` seats, Starting Equipment dealt, the
 * Zombie cards of the mission's spawn band (as the table and the server deal them), zombie-side choices
 * (splits, who takes a zombie's Wound) taking their automatic answer. The engine plays the mission's rule
 * profile and modules.
 */
export function simConfig(
  mission: MissionFile,
  content: SimContent,
  players: number,
  survivors?: readonly string[],
): ZombicideConfig {
  const seats = Array.from({ length: players }, (_, i) => `p${i + 1}`);
  return {
    map: mission.map,
    mission,
    tiles: content.tiles,
    seats,
    survivors: pickSurvivors(mission, content, survivors).map((id, i) => ({
      id,
      seat: seats[i % players] as string,
    })),
    survivorCatalog: content.survivorCatalog,
    zombieCatalog: zombieCatalogInBand(content.zombieCatalog, mission.decks.spawnBand),
    startingDeal: true,
    autoZombieChoices: true,
  };
}
