import type { MessagePort } from "node:worker_threads";
import type { Json, LogEntry } from "@horda/table";
import type { RoomMeta } from "../rooms/meta.ts";

/** What never changes about a room: the game and how it was set up. */
export interface RoomHead {
  readonly code: string;
  readonly game: string;
  readonly config: Json;
  readonly seed: string;
  readonly createdAt: number;
}

export interface StoredRoom {
  readonly head: RoomHead;
  readonly meta: RoomMeta;
}

/** A room in a client's list of rooms. */
export interface RoomListing {
  readonly code: string;
  readonly game: string;
  readonly role: "host" | "seat";
  readonly createdAt: number;
}

/** A session's state and undo history at some seq, so loading a room replays only what came after. */
export interface Snapshot {
  readonly seq: number;
  readonly data: Json;
}

export interface SavedGame {
  readonly id: string;
  readonly name: string;
  readonly game: string;
  readonly record: Json;
  readonly createdAt: number;
  /**
   * Made from a room: its seed is the room's secret (it orders every deck), so clients get the record
   * without it and carry the game on only as a new room. Uploaded saves come from the client itself.
   */
  readonly sealed?: boolean;
}

/** Which rooms `purgeRooms` removes: finished before one time, or untouched since another. */
export interface RetentionCut {
  readonly finishedBefore: number;
  readonly idleBefore: number;
  /** Never these (rooms loaded right now). */
  readonly keep: readonly string[];
  /** At most this many rooms per call. */
  readonly limit: number;
}

export interface StoredDocument {
  readonly kind: string;
  readonly id: string;
  readonly body: Json;
  readonly updatedAt: number;
}

/** A campaign kept on the server: its record (validated by the campaign domain before it is stored). */
export interface StoredCampaign {
  readonly id: string;
  readonly title: string;
  readonly box: string;
  readonly phase: string;
  readonly record: Json;
  readonly updatedAt: number;
}

/** Raised by `append` when the seq is already taken: another process wrote to the room first. */
export class SeqConflictError extends Error {
  constructor(
    readonly room: string,
    readonly seq: number,
  ) {
    super(`room ${room}: log entry ${seq} already exists`);
    this.name = "SeqConflictError";
  }
}

/** One compiled statement of a write. */
export interface WriteStep {
  readonly sql: string;
  readonly parameters: readonly unknown[];
  /** When it changes no row, the write stops here (the steps after it do not run). */
  readonly stopUnlessChanged?: boolean;
}

/** What one step did: rows changed, and the rows it returned (`RETURNING`). */
export interface StepResult {
  readonly changes: number;
  readonly rows: readonly unknown[];
}

/**
 * Runs one write's steps in one committed transaction and resolves only once it is durable; returns one
 * result per step that ran. SQLite hands the steps to its writer thread, PostgreSQL runs them on the pool.
 */
export type Commit = (steps: readonly WriteStep[]) => Promise<StepResult[]>;

/**
 * Everything the server keeps. Each room is an append-only command log plus an occasional snapshot;
 * `append` resolves only once the entry is durable (committed and synced), never before.
 */
export interface Storage {
  readonly kind: "sqlite" | "postgres";
  createRoom(room: StoredRoom, hostClientHash: string | null): Promise<void>;
  loadRoom(code: string): Promise<StoredRoom | null>;
  saveMeta(code: string, meta: RoomMeta): Promise<void>;
  /** Remembers that a client (by token hash) hosts or sits in a room, for "my rooms". */
  addMember(code: string, clientHash: string, role: "host" | "seat"): Promise<void>;
  roomsOf(clientHash: string): Promise<RoomListing[]>;
  /**
   * Appends one log entry (and a snapshot, if given, at its own seq) and marks the room used now (for
   * retention: at most once a minute per room and process); SeqConflictError if the seq is taken.
   */
  append(code: string, entry: LogEntry<Json>, snapshot?: Snapshot): Promise<void>;
  /** Records when the room's game finished (kept for `finishedRetention`). */
  markFinished(code: string, at: number): Promise<void>;
  /** Deletes rooms past the retention cut with their log, snapshot and members; returns their codes. */
  purgeRooms(cut: RetentionCut): Promise<string[]>;
  readLog(code: string, afterSeq?: number): Promise<LogEntry<Json>[]>;
  latestSnapshot(code: string): Promise<Snapshot | null>;
  saveGame(ownerHash: string, save: SavedGame): Promise<void>;
  savesOf(ownerHash: string): Promise<(Omit<SavedGame, "record" | "sealed"> & { sealed: boolean })[]>;
  loadSave(id: string): Promise<(SavedGame & { ownerHash: string }) | null>;
  /** Creates or replaces a document; false if it exists and belongs to someone else. */
  putDocument(ownerHash: string, doc: StoredDocument): Promise<boolean>;
  getDocument(kind: string, id: string): Promise<StoredDocument | null>;
  listDocuments(kind: string): Promise<Omit<StoredDocument, "body">[]>;
  /** Creates or replaces a campaign; false if it exists and belongs to someone else. */
  putCampaign(ownerHash: string, campaign: StoredCampaign): Promise<boolean>;
  getCampaign(id: string): Promise<(StoredCampaign & { ownerHash: string }) | null>;
  /** The owner's campaigns, the most recently changed first. */
  campaignsOf(ownerHash: string): Promise<Omit<StoredCampaign, "record">[]>;
  deleteCampaign(ownerHash: string, id: string): Promise<boolean>;
  /** Throws if the database cannot be reached. */
  ping(): Promise<void>;
  /**
   * SQLite only: a port straight to this process's one writer thread, for a room thread
   * (`cluster/thread-router.ts`): every write of the process goes through one connection, so none waits on
   * SQLite's write lock.
   */
  readonly connectWriter?: () => MessagePort;
  close(): Promise<void>;
}
