/**
 * A rule profile: one rule family the engine plays (`2e` first), as an ordered list of modules plus the base
 * values its rules read. A game names its profile and the optional modules it switches on; the engine refuses
 * a profile or a module it does not have (kernel/registry.ts).
 */
export interface Profile {
  readonly id: string;
  /**
   * The rules version of this profile: saved games and room logs carry it (`ZombicideConfig.rules`). Bump it
   * when a change of the rules would replay an old log differently, and add a migration or a refusal.
   */
  readonly rulesVersion: number;
  /** Modules always on, in the order their hooks combine. */
  readonly modules: readonly string[];
  /** Modules a game may switch on (`modules` of a config or a mission); hooks combine after the fixed ones. */
  readonly optional: readonly string[];
  readonly base: ProfileBase;
  /**
   * What to do with a game recorded under an older rules version: `same` (the change does not alter how it
   * replays), or a reason why it cannot be replayed; with `modules`, only a game that plays one of them is
   * refused (the change is theirs), the others replay the same. Versions absent here are refused.
   */
  readonly migrations: Readonly<Record<number, RulesMigration>>;
  /**
   * The profile whose packs a scenario of this one plays on when none of its own packs is loaded (stand-in cards:
   * Black Plague scenarios on the core's Walkers and weapons). Absent: only its own packs (classic reuses the 2E
   * ids with other values, so they never mix).
   */
  readonly scenarioStandIn?: string;
  /**
   * The profile's own rulebook, cited instead of the core (2E) book where the core rules' modules play its rules
   * (kernel/citations.ts). Absent: the core book is the profile's.
   */
  readonly book?: ProfileBook;
}

/** Numbers the profile's rules start from. */
export interface ProfileBase {
  /** Wounds that eliminate a survivor, and a Kid. */
  readonly health: number;
  readonly kidHealth: number;
  /** Actions a survivor starts its Turn with. */
  readonly actions: number;
  /** Backpack slots. */
  readonly backpack: number;
  /** The Yellow level's skills of a survivor set up without an ID card. */
  readonly yellowSkills: readonly string[];
  /** A Body slot besides the Hands and the Backpack (Armour, or the ID card's class of item). */
  readonly bodySlot?: boolean;
  /**
   * What eliminations do to a mission that does not say (its `allowEliminations` absent): lose it at the first
   * survivor eliminated ("any", 2E §8), or only once nobody is left ("all": Season 1 and Black Plague). A mission's
   * state holds the answer from its start, so its records replay the same whatever this says later.
   */
  readonly eliminationsLose: "any" | "all";
}

/**
 * The rulebook a profile plays by, for citations: the core rules' modules cite the 2E book ("core-2e §5 Search
 * (…)"); a profile with its own book cites that book instead, section by section.
 */
export interface ProfileBook {
  /** The book's id as citations name it ("black-plague"). */
  readonly id: string;
  /** The book's citation for a core rule, by the core citation's beginning ("core-2e §5 Search"), longest first. */
  readonly cites: Readonly<Record<string, string>>;
  /** A core rule the table has no entry for: the book's section saying where it plays as 2E. */
  readonly otherwise: string;
}

/** How a game recorded under an older rules version replays (RuleProfile.migrations). */
export type RulesMigration =
  | "same"
  | { readonly refuse: string; readonly modules?: readonly string[] | undefined };
