/** The Wound cards' effects (the ids content names) and the 30-card deck of the box. */
export const WOUND_CARDS = [
  "light-wound",
  "bite-on-this",
  "damn-you",
  "hey-over-here",
  "blinded",
  "dazed",
  "revenge",
  "broken-arm",
  "sprained-ankle",
  "weak-spot",
] as const;
export type WoundCard = (typeof WOUND_CARDS)[number];

/**
 * The Rio Z Janeiro Wound deck, 30 cards (shared/reference/expansion-data.md §1.4, read off the card scans of a
 * fan database): 16 Light Wounds, 2 Bite on This!, 3 Damn You!, 3 Hey Over Here!, one of each of the others.
 */
export const RIO_WOUND_DECK: Readonly<Record<WoundCard, number>> = {
  "light-wound": 16,
  "bite-on-this": 2,
  "damn-you": 3,
  "hey-over-here": 3,
  blinded: 1,
  dazed: 1,
  revenge: 1,
  "broken-arm": 1,
  "sprained-ankle": 1,
  "weak-spot": 1,
};

/** Cards whose effect lasts: kept by the survivor (until the end of its next Turn, or of the mission). */
export const LASTING: ReadonlySet<WoundCard> = new Set([
  "blinded",
  "dazed",
  "revenge",
  "broken-arm",
  "sprained-ankle",
]);

export const isWoundCard = (id: string): id is WoundCard => (WOUND_CARDS as readonly string[]).includes(id);
