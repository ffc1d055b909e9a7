import type { Abomination } from "../schema/abominations.ts";
import type { Locale } from "../schema/common.ts";
import type { EquipmentFile } from "../schema/equipment.ts";
import type { MissionFile } from "../schema/missions.ts";
import type { PackManifest } from "../schema/pack.ts";
import type { Skill } from "../schema/skills.ts";
import type { SpawnCard } from "../schema/spawn-cards.ts";
import type { CompanionCard, Survivor } from "../schema/survivors.ts";
import type { ZombieType } from "../schema/zombies.ts";
import type { TileFace } from "../tiles/index.ts";
import type { ContentError } from "./content-error.ts";

/** The data files of a pack, by section, as paths of the records they came from. */
export interface PackSources {
  readonly pack: string;
  readonly skills?: string;
  readonly survivors?: string;
  readonly equipment?: string;
  readonly zombies?: string;
  readonly spawnCards?: string;
  readonly abominations?: string;
  readonly locales: Readonly<Partial<Record<Locale, string>>>;
}

/** One pack, read and checked, in its current schema versions. Sections the pack lacks are empty. */
export interface LoadedPack {
  /** The pack folder as given in the records (`content/core2e`). */
  readonly root: string;
  readonly manifest: PackManifest;
  readonly sources: PackSources;
  readonly skills: readonly Skill[];
  readonly survivors: readonly Survivor[];
  /** Companions with no ID card of their own (Penny); absent in packs that have none. */
  readonly companions?: readonly CompanionCard[];
  readonly equipment: EquipmentFile["cards"];
  readonly decks: EquipmentFile["decks"];
  /** Classic: cards combined while reorganizing (Molotov, Sniper Rifle); empty in other packs. */
  readonly combinations?: NonNullable<EquipmentFile["combinations"]>;
  /** Packs whose decks this pack's decks replace (Advanced decks); absent or empty: none. */
  readonly decksReplace?: readonly string[];
  /** Packs whose Zombie cards this pack's Zombie cards replace. */
  readonly spawnCardsReplace?: readonly string[];
  readonly zombieTypes: readonly ZombieType[];
  /** Miniatures this box brings, by zombie type. */
  readonly pools: Readonly<Record<string, number>>;
  readonly abominations: readonly Abomination[];
  readonly spawnCards: readonly SpawnCard[];
  readonly locales: Readonly<Partial<Record<Locale, Readonly<Record<string, string>>>>>;
  readonly tiles: readonly TileFace[];
  /** Where each tile came from, in the order of `tiles`. */
  readonly tileSources: readonly string[];
  readonly missions: readonly MissionFile[];
  /** Where each mission came from, in the order of `missions`. */
  readonly missionSources: readonly string[];
  /**
   * Entries marked `awaits` that name what no rule module of the engine implements yet: left out of the pack
   * above (skills, survivors, cards and deck entries, zombie types, Zombie cards) and listed here, each with its
   * file and JSON path. Absent when nothing was refused.
   */
  readonly refused?: readonly ContentError[];
}

/** Packs by id, after every cross-pack check passed. */
export type PackSet = Readonly<Record<string, LoadedPack>>;
