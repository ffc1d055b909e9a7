import { type Json, type RuleError, ruleError, type Seat } from "./contract.ts";

/**
 * Errors raised by the session layer itself (not by a game's rules). Their `rule` names the table
 * convention that was broken, so a client can tell them apart from a game's own refusals.
 */
export const SESSION_ERROR_CODES = [
  "stale_seq",
  "unknown_seat",
  "game_over",
  "nothing_to_undo",
  "undo_blocked",
  "undo_not_yours",
  "wrong_game",
  "bad_record",
  "replay_failed",
  "bad_option",
  "legal_refused",
] as const;
export type SessionErrorCode = (typeof SESSION_ERROR_CODES)[number];

export function staleSeq(expected: number, current: number): RuleError {
  return ruleError(
    "stale_seq",
    "table: a command must be built on the latest log entry",
    `The command was built on seq ${expected} but the game is already at seq ${current}; refresh and retry.`,
    { expected, current },
  );
}

export function unknownSeat(seat: string, seats: readonly Seat[]): RuleError {
  return ruleError(
    "unknown_seat",
    "table: only seats of this game may act",
    `"${seat}" is not a seat of this game (seats: ${seats.join(", ")}).`,
    { seat, seats: [...seats] },
  );
}

export function gameOver(outcome: string): RuleError {
  return ruleError(
    "game_over",
    "table: a finished game takes no more commands",
    `The game is over (${outcome}); no more commands are accepted.`,
  );
}

export function nothingToUndo(): RuleError {
  return ruleError(
    "nothing_to_undo",
    "table: undo takes back a command",
    "There is no command to take back.",
  );
}

export function undoBlocked(seq: number, commandType: string, eventTypes: readonly string[]): RuleError {
  return ruleError(
    "undo_blocked",
    "table: no undo past revealed hidden information",
    `Command #${seq} (${commandType}) revealed hidden information or randomness (${eventTypes.join(", ") || "no events"}), so nothing up to it can be taken back.`,
    { seq, command: commandType, events: [...eventTypes] },
  );
}

export function undoNotYours(seat: Seat, owner: Seat, seq: number): RuleError {
  return ruleError(
    "undo_not_yours",
    "table: a seat takes back only its own command",
    `Seat ${seat} cannot take back command #${seq}: it was sent by ${owner}.`,
    { seat, owner, seq },
  );
}

export function wrongGame(expected: string, got: string): RuleError {
  return ruleError(
    "wrong_game",
    "table: a record replays only with its own game",
    `This record is for game "${got}", not "${expected}".`,
    { expected, got },
  );
}

export function badRecord(message: string, details?: Json): RuleError {
  return ruleError("bad_record", "table: record format", message, details);
}

/** A logged entry that no longer applies: the record is corrupt or the engine is not deterministic. */
export function replayFailed(seq: number, cause: RuleError): RuleError {
  return ruleError(
    "replay_failed",
    "table: a replay must reproduce every logged entry",
    `Log entry #${seq} could not be replayed: ${cause.message}`,
    { seq, cause: { code: cause.code, rule: cause.rule, message: cause.message } },
  );
}
