import { nestingDepth, plainName } from "@horda/content";
import type { Json } from "@horda/table";
import { z } from "zod";
import { MAX_JSON_DEPTH, tooDeepMessage } from "../security/json-depth.ts";

/** Limits on what a client may send; the WebSocket layer enforces the byte size before parsing. */
export const MAX_MESSAGE_BYTES = 64 * 1024;
const id = z.string().min(1).max(64);
const seat = z.string().min(1).max(32);
const token = z.string().min(16).max(128);
const seq = z.number().int().min(0).max(1_000_000_000);

const hostAction = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("pause"), paused: z.boolean() }).strict(),
  z.object({ kind: z.literal("kick"), seat }).strict(),
  z.object({ kind: z.literal("assign"), seat, name: plainName(40).optional() }).strict(),
  z.object({ kind: z.literal("bot"), seat, bot: z.string().min(1).max(32).nullable() }).strict(),
]);

/** Every message a client may send over the WebSocket (docs/protocol.md). */
export const clientMessageSchema = z.discriminatedUnion("type", [
  z
    .object({
      type: z.literal("join"),
      room: z.string().min(1).max(32),
      /** Omit seat and token to watch as a spectator. */
      seat: seat.optional(),
      token: token.optional(),
      hostToken: token.optional(),
      /** The last seq this client saw, to receive what it missed. */
      lastSeq: seq.optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal("command"),
      id: id.optional(),
      seq,
      // null is no command at all (undo is its own message).
      command: z.json().refine((c) => c !== null, { message: "a command is a JSON value, not null" }),
    })
    .strict(),
  z.object({ type: z.literal("undo"), id: id.optional(), seq }).strict(),
  z.object({ type: z.literal("resync"), fromSeq: seq }).strict(),
  z.object({ type: z.literal("ping"), id: id.optional() }).strict(),
  z.object({ type: z.literal("host"), id: id.optional(), action: hostAction }).strict(),
]);

export type ClientMessage = z.infer<typeof clientMessageSchema>;
export type HostAction = z.infer<typeof hostAction>;
export type JoinMessage = Extract<ClientMessage, { type: "join" }>;

function where(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, k) => (typeof k === "number" ? `${out}[${k}]` : `${out}.${String(k)}`),
    "$",
  );
}

const COMMAND_KEYS = new Set(["type", "id", "seq", "command"]);

/**
 * The message a game sends most, `command`, checked by hand when it is well formed (the schema's checks,
 * without its cost on every move); anything else, or anything wrong, goes through the schema, which names
 * the problem. `plain-command.test.ts` holds the two to the same answers.
 */
export function plainCommand(raw: unknown): Extract<ClientMessage, { type: "command" }> | null {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return null;
  const m = raw as Record<string, unknown>;
  if (m.type !== "command") return null;
  for (const key in m) if (!COMMAND_KEYS.has(key)) return null;
  const { id, seq, command } = m;
  if (typeof seq !== "number" || !Number.isInteger(seq) || seq < 0 || seq > 1_000_000_000) return null;
  if (id !== undefined && (typeof id !== "string" || id.length < 1 || id.length > 64)) return null;
  // Parsed from JSON text, so any value but null is JSON; null (or a missing command) the schema refuses.
  if (command === null || command === undefined) return null;
  return {
    type: "command",
    ...(id !== undefined ? { id } : {}),
    seq,
    command: command as Json,
  } as Extract<ClientMessage, { type: "command" }>;
}

/** Parses a message's JSON text; the error names what is wrong and where (a JSON path). */
export function parseClientMessage(
  text: string,
): { ok: true; message: ClientMessage } | { ok: false; code: string; message: string; where: string } {
  const depth = nestingDepth(text);
  if (depth > MAX_JSON_DEPTH)
    return { ok: false, code: "too_deep", message: tooDeepMessage(depth), where: "$" };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { ok: false, code: "bad_json", message: `Not valid JSON: ${(e as Error).message}`, where: "$" };
  }
  const quick = plainCommand(raw);
  if (quick) return { ok: true, message: quick };
  const parsed = clientMessageSchema.safeParse(raw);
  if (parsed.success) return { ok: true, message: parsed.data };
  const issue = parsed.error.issues[0];
  const at = where(issue?.path ?? []);
  return {
    ok: false,
    code: "bad_message",
    message: `Malformed message at ${at}: ${issue?.message ?? "invalid"}`,
    where: at,
  };
}
