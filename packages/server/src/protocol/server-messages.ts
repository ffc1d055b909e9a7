import type { Json, ServerMessage } from "@horda/table";

// The message types live in @horda/table (wire.ts) so clients read the same ones.
export type { Picture, PublicSeat, ServerMessage, Step } from "@horda/table";

export function errorMessage(
  code: string,
  message: string,
  extra: { id?: string | null; where?: string; rule?: string; details?: Json } = {},
): ServerMessage {
  return { type: "error", id: extra.id ?? null, code, message, ...withoutId(extra) };
}

function withoutId(extra: { id?: string | null; where?: string; rule?: string; details?: Json }) {
  const { id: _id, ...rest } = extra;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
}

/** Close codes the server uses (besides the WebSocket standard ones, e.g. 1009 too big). */
export const CLOSE = {
  policy: 1008,
  tooBig: 1009,
  kicked: 4003,
  revoked: 4004,
  shutdown: 1001,
} as const;
