/**
 * Refusals the table itself makes (not the engine's nor the table session's), said in the player's
 * language through the same `refusal.<code>` words (`refusalText`).
 */
export const TABLE_REFUSAL_CODES = [
  /** A save made in an online room has no seed (the server keeps it secret): it can only go on online. */
  "sealed_save",
] as const;

export type TableRefusalCode = (typeof TABLE_REFUSAL_CODES)[number];
