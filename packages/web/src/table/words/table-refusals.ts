/**
 * Refusals the table itself makes (not the engine's nor the table session's), said in the player's
 * language through the same `refusal.<code>` words (`refusalText`).
 */
export const TABLE_REFUSAL_CODES = [
  /** A save made in an online room has no seed (the server keeps it secret): it can only go on online. */
  "sealed_save",
] as const;

export type TableRefusalCode = (typeof TABLE_REFUSAL_CODES)[number];

/**
 * The room server's refusals an online table shows after a move (docs/protocol.md, Error codes), said in the
 * player's words too; other protocol codes show the server's message.
 */
export const ROOM_REFUSAL_CODES = ["paused", "revoked", "spectator"] as const;
