/** What makes a survivor a Companion (§12): its Leader holds its ID card. */
export interface CompanionLink {
  /** The survivor holding the ID card; null for a lone Companion waiting to be rallied. */
  readonly leader: string | null;
  /** The Companion's first Blue skill, which its Leader has while leading it (null: no Blue skill). */
  readonly skill: string | null;
  /**
   * A Companion that may be apart from its Leader (a rule module moves it on its own, and keeps the link):
   * it follows its Leader only out of a Zone they shared, stays linked when apart, and its link is the
   * module's to change (no Rally, no Companion Trade); losing it does not lose the game.
   */
  readonly roams?: boolean;
}

/** A Companion declared by the config: its ID card (default: drawn among those allowed) and its Leader. */
export interface CompanionSetup {
  readonly id: string;
  readonly card?: string | undefined;
  /** A zone reference; default: its Leader's zone, or the map's starting zone. */
  readonly zone?: string | undefined;
  readonly leader?: string | null | undefined;
}
