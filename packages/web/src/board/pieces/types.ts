/** A survivor figure on the board. The table passes these; the viewer can show demo ones. */
export interface SurvivorPiece {
  readonly id: string;
  readonly name: string;
  /** Any CSS colour: the player's colour. */
  readonly colour: string;
  readonly zone: number;
  /** More words for its accessible name (the table: "Companion of Josh", "Driver of the Muscle car"). */
  readonly note?: string;
  /** A Companion (§12): drawn smaller, with a dashed ring. */
  readonly companion?: boolean;
  /** KOed (advanced rules): drawn lying down; another survivor must take it by the end of this round. */
  readonly knockedOutUntil?: number;
}

/** Zombies of one type in one zone, drawn as one piece with a count. */
export interface ZombieGroup {
  readonly zone: number;
  /** Zombie type id from the content packs ("walker", "runner", "brute", "abomination"...). */
  readonly type: string;
  readonly count: number;
  /** A named zombie (an Abomination with a name) shows the name instead of the type. */
  readonly name?: string;
  /** The standard type whose shape it takes (a Toxic Walker is drawn as a Walker); absent: its own type's. */
  readonly shape?: string;
  /** Marks drawn on it: `toxic` (a classic Toxic zombie's rim), `vip` (a VIP Walker's star). */
  readonly marks?: readonly string[];
  /** The type's name in the table's language, for its accessible name (types the board does not know). */
  readonly typeName?: string;
}

export interface BoardPieces {
  readonly survivors: readonly SurvivorPiece[];
  readonly zombies: readonly ZombieGroup[];
}

export const NO_PIECES: BoardPieces = { survivors: [], zombies: [] };
