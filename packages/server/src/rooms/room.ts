import {
  type Command,
  currentSeq,
  type GameStatus,
  type Json,
  RngCursor,
  type RuleError,
  type Seat,
  SPECTATOR,
  seedRng,
  submit,
  undo,
  type Viewer,
  viewFor,
} from "@horda/table";
import { type Bot, type BotContext, randomBot } from "../bots/bot.ts";
import type { AnyGame } from "../games/registry.ts";

import {
  CLOSE,
  errorMessage,
  type Picture,
  type ServerMessage,
  type Step,
} from "../protocol/server-messages.ts";
import { hashMatches } from "../security/ids.ts";
import { type RoomHead, SeqConflictError, type Snapshot, type Storage } from "../storage/types.ts";
import { boundHistory, undoLimitError } from "./bounded-history.ts";
import { FREE_SEAT, freeSeat, holderOf, publicSeats, type RoomMeta, withSeat } from "./meta.ts";
import { SeatPresence } from "./presence.ts";
import { RecentSteps } from "./recent-steps.ts";
import type { AnySession } from "./resume.ts";
import { snapshotOf } from "./resume.ts";
import type {
  ConnAuth,
  ConnPresence,
  HostRequest,
  JoinRequest,
  RoomOutlet,
  RoomRequest,
  RoomResult,
} from "./room-messages.ts";
import { stepsByViewer } from "./steps.ts";
import { ViewDelta, type ViewPart } from "./view-delta.ts";

export interface RoomOptions {
  readonly storage: Storage;
  readonly outlet: RoomOutlet;
  /** Store a snapshot of the session every this many log entries. */
  readonly snapshotEvery: number;
  /** Pause before a server-side bot plays, in ms. */
  readonly botDelayMs: number;
  /** The bots a host may hand this room's seats to, by id. */
  readonly bots: ReadonlyMap<string, Bot>;
  /** Called when another process wrote to this room's log: this copy must be dropped. */
  readonly onLost: (code: string) => void;
  /** View fields that never change (HostedGame.staticView): left out of updates. */
  readonly staticView: readonly string[];
  /** Every viewer's update is made from one view per state (HostedGame.sharedView). */
  readonly sharedView?: boolean;
  /** The game ended (HostedGame.finished): told once, after the last command is stored. */
  readonly onFinished?: (game: { readonly state: unknown; readonly record: unknown }) => Promise<void>;
  /** What the public may see of the room's config before joining (HostedGame.describe). */
  readonly about?: Json;
}

/** What every viewer's update of one step shares, made once (updateText). */
interface SharedUpdate {
  /** The text up to `"legal":` (the step's seq, kind, seat and command are the same for every viewer). */
  readonly head: string;
  readonly status: string;
  /** The events as JSON when every viewer gets the same list, else "". */
  readonly events: string;
  /** The texts after `legal` made so far, by what they hold. */
  readonly tails: { delta: ViewPart; events: string; text: string }[];
  /** Whole updates with no legal commands made so far, by their tail. */
  readonly idle: { tail: string; text: string }[];
}

const sameDelta = (a: ViewPart, b: ViewPart, eventsA: string, eventsB: string): boolean =>
  eventsA === eventsB && a.text === b.text && a.itemsText === b.itemsText && a.goneText === b.goneText;

/** What a seat asks the room to do: play a command, or take back its last one. */
type Move = { readonly kind: "command"; readonly command: Json } | { readonly kind: "undo" };

const reply = (msg: ServerMessage): RoomResult => ({ reply: msg });

/** A bot that throws or answers something off the list must not stall the room: a random legal command then. */
function pickSafely(bot: Bot, legal: readonly Command[], context: BotContext): Command {
  try {
    const picked = bot.pick(legal, context);
    const text = JSON.stringify(picked);
    if (legal.some((c) => JSON.stringify(c) === text)) return picked;
    console.warn(`bot ${bot.id} picked a command that is not legal: ${text}`);
  } catch (e) {
    console.warn(`bot ${bot.id} failed: ${(e as Error).stack ?? e}`);
  }
  return randomBot.pick(legal, context);
}
/**
 * A picture message (welcome, resync) as JSON text, its view given as text: the same JSON as
 * `JSON.stringify(msg)` but with `view` last.
 */
function withViewText(msg: ServerMessage & { readonly view: Json }, viewText: string): string {
  const { view: _view, ...rest } = msg;
  return `${JSON.stringify(rest).slice(0, -1)},"view":${viewText}}`;
}

const refusal = (id: string | null, e: RuleError): RoomResult =>
  reply(
    errorMessage(e.code, e.message, {
      id,
      rule: e.rule,
      ...(e.details !== undefined ? { details: e.details } : {}),
    }),
  );

/**
 * One authoritative room: applies its requests one at a time, makes every log entry durable before it
 * answers, then sends each viewer its own events and view. Nothing changes when a request is refused.
 */
export class Room {
  private readonly recent = new RecentSteps();
  private tail: Promise<unknown> = Promise.resolve();
  private botTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private inFlight = 0;
  private lastUsed = Date.now();
  private lagged: AnySession | null = null;
  private readonly delta: ViewDelta;
  private lastStatus: { readonly state: unknown; readonly status: GameStatus } | null = null;
  /** The view of the last state asked, for every viewer's update when the game's views are shared. */
  private lastView: { readonly state: unknown; readonly view: Json } | null = null;
  /** The game as submit and undo see it: the status they check is the room's, worked out once per state. */
  private readonly played: AnyGame;
  /** Which seats have a player connected now, on any process. */
  private readonly presence = new SeatPresence(() => this.broadcastSeats());

  constructor(
    readonly head: RoomHead,
    private readonly def: AnyGame,
    private session: AnySession,
    private meta: RoomMeta,
    private readonly options: RoomOptions,
    /** The last entries replayed when the room was loaded, so clients back from a failover get them. */
    replayed: readonly { seq: number; byViewer: ReadonlyMap<string, Step> }[] = [],
  ) {
    this.delta = new ViewDelta(options.staticView);
    this.played = { ...def, status: (state: unknown) => this.statusOf(state) };
    for (const r of replayed) this.recent.push(r.seq, r.byViewer);
    this.scheduleBots();
  }

  get code(): string {
    return this.head.code;
  }

  get seq(): number {
    return currentSeq(this.session);
  }

  /** Queues a request behind the room's earlier ones. */
  handle(request: RoomRequest): Promise<RoomResult> {
    this.inFlight++;
    this.lastUsed = Date.now();
    const result = this.tail
      .then(() => this.process(request))
      .finally(() => {
        this.inFlight--;
        this.lastUsed = Date.now();
      });
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Whether the room's game is over. */
  get finished(): boolean {
    return this.statusOf(this.session.state).kind === "finished";
  }

  /** Whether nobody asked the room anything for `ms` and no request is waiting. */
  idleFor(ms: number, now = Date.now()): boolean {
    return this.inFlight === 0 && now - this.lastUsed >= ms;
  }

  /** Counts as use (a client is still connected), so the room is not unloaded. */
  touch(now = Date.now()): void {
    this.lastUsed = now;
  }

  /** Stops bots; later requests are answered `room_moved` so the caller retries elsewhere. */
  close(): void {
    this.closed = true;
    if (this.botTimer) clearTimeout(this.botTimer);
    this.botTimer = null;
    this.presence.close();
  }

  private async process(request: RoomRequest): Promise<RoomResult> {
    if (this.closed)
      return reply(errorMessage("room_moved", "This room moved to another server process; retry."));
    switch (request.kind) {
      case "info":
        return { reply: { type: "pong", id: null }, info: this.info() };
      case "claim":
        return this.claim(request.name, request.clientHash, request.tokenHash);
      case "join":
        return this.join(request.msg);
      case "presence":
        this.present(request.seat, request.presence, request.here);
        return { reply: { type: "pong", id: null } };
      case "record":
        if (!hashMatches(request.hostHash, this.meta.hostHash))
          return reply(errorMessage("not_host", "Only the host may export this room's record."));
        return { reply: { type: "pong", id: null }, record: this.session.record };
      case "seat": {
        const seat = Object.keys(this.meta.seats).find((s) =>
          hashMatches(request.tokenHash, holderOf(this.meta, s)?.tokenHash ?? null),
        );
        if (!seat) return reply(errorMessage("bad_token", "That token opens no seat of this room."));
        return { reply: { type: "pong", id: null }, seatOf: { seat, config: this.head.config } };
      }
    }
    const { msg, auth } = request;
    switch (msg.type) {
      case "resync":
        return this.resync(auth, msg.fromSeq);
      case "command":
        return this.play(auth, msg.id ?? null, msg.seq, { kind: "command", command: msg.command });
      case "undo":
        return this.play(auth, msg.id ?? null, msg.seq, { kind: "undo" });
      case "host":
        return this.host(auth, msg.id ?? null, msg.action);
    }
  }

  /** The game's status of a state; asked several times per command for the same state, worked out once. */
  private statusOf(state: unknown): GameStatus {
    const last = this.lastStatus;
    if (last !== null && last.state === state) return last.status;
    const status = this.def.status(state);
    this.lastStatus = { state, status };
    return status;
  }

  private info() {
    const status = this.statusOf(this.session.state);
    return {
      code: this.code,
      game: this.head.game,
      seq: this.seq,
      paused: this.meta.paused,
      status: status.kind,
      seats: this.seats(),
      ...(this.options.about !== undefined ? { about: this.options.about } : {}),
    };
  }

  /**
   * A viewer's whole picture now (welcome, resync); its next update is made against this view. `viewText` is
   * the view's JSON, made of field texts the room's viewers share (ViewDelta.picture).
   */
  private picture(viewer: Viewer): { picture: Picture; viewText: string } {
    const view = viewFor(this.def, this.session, viewer);
    const legal =
      viewer === SPECTATOR ? [] : (this.def.legal(this.session.state, viewer) as unknown as Json[]);
    const whole = (view.ok ? view.value : null) as Json;
    const viewText = this.delta.picture(viewer, whole);
    return {
      picture: { seq: this.seq, view: whole, legal, status: this.statusOf(this.session.state) },
      viewText,
    };
  }

  /**
   * An update for one viewer as JSON text: its step, its legal commands, the status, and the view fields
   * that changed. What every viewer shares (the head, the status, the events) is serialised once per update,
   * and viewers whose update comes out the same (no legal commands, the same view fields changed: at a
   * Zombicide table every seat but the active one, and the spectators) get the very same string, which the
   * hub encodes once.
   */
  private updateText(viewer: Viewer, step: Step, shared: SharedUpdate): string {
    const state = this.session.state;
    const legal = viewer === SPECTATOR ? [] : (this.def.legal(state, viewer) as unknown as Json[]);
    const delta = this.delta.next(viewer, this.updateView(state, viewer));
    const events = shared.events === "" ? JSON.stringify(step.events) : shared.events;
    let tail: string | undefined;
    for (const t of shared.tails) if (sameDelta(t.delta, delta, t.events, events)) tail = t.text;
    if (tail === undefined) {
      const gone = delta.goneText === "" ? "" : `,"gone":${delta.goneText}`;
      const items = delta.itemsText === "" ? "" : `,"items":${delta.itemsText}`;
      tail = `,"status":${shared.status}${gone}${items},"events":${events},"view":${delta.text}}`;
      shared.tails.push({ delta, events, text: tail });
    }
    if (legal.length > 0) return `${shared.head}${JSON.stringify(legal)}${tail}`;
    for (const t of shared.idle) if (t.tail === tail) return t.text;
    const text = `${shared.head}[]${tail}`;
    shared.idle.push({ tail, text });
    return text;
  }

  /** The view an update is made from: the viewer's own, or the one shared view of the state (sharedView). */
  private updateView(state: unknown, viewer: Viewer): Json {
    if (!this.options.sharedView) return this.def.view(state, viewer) as Json;
    const last = this.lastView;
    if (last !== null && last.state === state) return last.view;
    const view = this.def.view(state, viewer) as Json;
    this.lastView = { state, view };
    return view;
  }

  private updateHead(step: Step): string {
    const command = step.command === undefined ? "" : `,"command":${JSON.stringify(step.command)}`;
    return `{"type":"update","seq":${step.seq},"kind":"${step.kind}","seat":${JSON.stringify(step.seat)}${command},"legal":`;
  }

  private join(msg: JoinRequest): RoomResult {
    let seat: Seat | null = null;
    if (msg.seat !== undefined || msg.tokenHash !== undefined) {
      if (msg.seat === undefined)
        return reply(errorMessage("missing_seat", "A token was given without the seat it opens."));
      const holder = holderOf(this.meta, msg.seat);
      if (!holder) return reply(errorMessage("unknown_seat", `"${msg.seat}" is not a seat of this room.`));
      if (msg.tokenHash === undefined)
        return reply(errorMessage("missing_token", `Joining seat ${msg.seat} needs its seat token.`));
      if (!hashMatches(msg.tokenHash, holder.tokenHash))
        return reply(errorMessage("bad_token", `That token does not open seat ${msg.seat}.`));
      seat = msg.seat;
    }
    const isHost = msg.hostHash !== undefined;
    if (isHost && !hashMatches(msg.hostHash, this.meta.hostHash))
      return reply(errorMessage("bad_host_token", "That host token does not belong to this room."));
    const viewer = seat ?? SPECTATOR;
    if (msg.lastSeq !== undefined && msg.lastSeq > this.seq)
      return reply(errorMessage("bad_seq", `lastSeq ${msg.lastSeq} is ahead of the room (seq ${this.seq}).`));
    if (seat !== null && msg.presence !== undefined) this.present(seat, msg.presence, true);
    const { picture, viewText } = this.picture(viewer);
    const welcome: ServerMessage = {
      type: "welcome",
      room: this.code,
      game: this.head.game,
      seat,
      host: isHost,
      paused: this.meta.paused,
      seats: this.seats(),
      missed: msg.lastSeq === undefined ? [] : this.recent.since(msg.lastSeq, this.seq, viewer),
      ...picture,
    };
    const auth: ConnAuth = { seat, tokenHash: msg.tokenHash ?? null, hostHash: msg.hostHash ?? null };
    return { reply: welcome, replyText: withViewText(welcome, viewText), bind: { room: this.code, auth } };
  }

  private resync(auth: ConnAuth, fromSeq: number): RoomResult {
    if (fromSeq > this.seq)
      return reply(errorMessage("bad_seq", `fromSeq ${fromSeq} is ahead of the room (seq ${this.seq}).`));
    const viewer = auth.seat ?? SPECTATOR;
    const { picture, viewText } = this.picture(viewer);
    const resync: ServerMessage = {
      type: "resync",
      fromSeq,
      steps: this.recent.since(fromSeq, this.seq, viewer),
      ...picture,
    };
    return { reply: resync, replyText: withViewText(resync, viewText) };
  }

  /** A command or an undo from a seat's connection. */
  private async play(auth: ConnAuth, id: string | null, seq: number, move: Move): Promise<RoomResult> {
    const seat = auth.seat;
    if (seat === null) return reply(errorMessage("spectator", "Spectators cannot send commands.", { id }));
    const holder = holderOf(this.meta, seat);
    if (!holder || !hashMatches(auth.tokenHash, holder.tokenHash))
      return reply(errorMessage("revoked", `The token for seat ${seat} is no longer valid.`, { id }));
    if (holder.bot)
      return reply(errorMessage("seat_is_bot", `A bot (${holder.bot}) is playing seat ${seat}.`, { id }));
    if (this.meta.paused) return reply(errorMessage("paused", "The host paused the game.", { id }));
    return this.apply(seat, id, seq, move);
  }

  private async apply(seat: Seat, id: string | null, seq: number, move: Move): Promise<RoomResult> {
    const guard = { expectedSeq: seq };
    const done =
      move.kind === "undo"
        ? undo(this.played, this.session, seat, guard)
        : submit(this.played, this.session, seat, move.command, guard);
    if (!done.ok) {
      const limit = done.error.code === "undo_blocked" ? undoLimitError(this.session) : null;
      const refused = refusal(id, limit ?? done.error);
      // The seat acted on an old picture (it missed updates, e.g. across a failover): send it what it
      // missed and the current picture first, so its next try is on the right seq.
      if (done.error.code === "stale_seq" && seq < this.seq)
        return { ...refused, before: [this.resync({ seat, tokenHash: null, hostHash: null }, seq).reply] };
      return refused;
    }
    const next = boundHistory(done.value.session);
    const events = "events" in done.value ? (done.value.events as unknown as readonly Json[]) : [];
    const entry = next.record.log[next.record.log.length - 1]!;
    const snapshot = this.snapshotFor(entry.seq, next);
    try {
      await this.options.storage.append(this.code, entry as never, snapshot);
    } catch (e) {
      if (e instanceof SeqConflictError) {
        this.close();
        this.options.onLost(this.code);
        return reply(
          errorMessage("room_moved", "Another server process took this room over; retry.", { id }),
        );
      }
      return reply(
        errorMessage("storage_unavailable", `The command was not saved: ${(e as Error).message}`, { id }),
      );
    }
    this.session = next;
    if (this.statusOf(next.state).kind === "finished") {
      this.options.storage.markFinished(this.code, Date.now()).catch(() => undefined);
      await this.options
        .onFinished?.({ state: next.state, record: next.record })
        .catch((e) => console.warn(`room ${this.code}: the end of the game was not passed on: ${e}`));
    }
    this.publish(entry.kind, seat, events, move.kind === "command" ? move.command : null);
    this.scheduleBots();
    return reply({ type: "ack", id, seq: entry.seq });
  }

  /**
   * Every `snapshotEvery` entries the room stores a snapshot, of the session as it was half that many
   * entries before: a room loaded again replays those entries and so can send clients the steps they
   * missed (after a failover, say), while loading stays bounded.
   */
  private snapshotFor(seq: number, next: AnySession): Snapshot | undefined {
    const every = this.options.snapshotEvery;
    const half = Math.floor(every / 2);
    if (half > 0 && seq % every === half) this.lagged = next;
    if (seq % every !== 0) return undefined;
    const base = this.lagged ?? next;
    this.lagged = null;
    return { seq: currentSeq(base), data: snapshotOf(base) };
  }

  private publish(kind: "command" | "undo", seat: Seat, events: readonly Json[], command: Json | null): void {
    const steps = stepsByViewer(this.def, this.session, this.seq, kind, seat, events, command);
    // Viewers given the same event list (a game that redacts none, steps.ts) share one serialisation.
    const lists = new Set([...steps.values()].map((s) => s.events));
    const first = steps.values().next().value as Step;
    const shared: SharedUpdate = {
      head: this.updateHead(first),
      status: JSON.stringify(this.statusOf(this.session.state)),
      events: lists.size === 1 ? JSON.stringify([...lists][0]) : "",
      tails: [],
      idle: [],
    };
    const messages = new Map<string, string>();
    for (const [viewer, step] of steps) messages.set(viewer, this.updateText(viewer as Viewer, step, shared));
    this.recent.push(this.seq, steps);
    this.options.outlet.broadcast(this.code, messages);
  }

  private async setMeta(meta: RoomMeta): Promise<void> {
    await this.options.storage.saveMeta(this.code, meta);
    this.meta = meta;
    this.broadcastSeats();
  }

  /** The seats as everyone may see them now. */
  private seats() {
    return publicSeats(this.meta, (seat) => this.presence.online(seat));
  }

  /** Tells every connection of the room who sits where now (a host's change, or a player came or went). */
  private broadcastSeats(): void {
    const msg = JSON.stringify({ type: "room", paused: this.meta.paused, seats: this.seats() });
    this.options.outlet.broadcast(this.code, new Map([["*", msg]]));
  }

  /**
   * A seated connection joined, renewed its entry, or closed: a seat that came online or went offline is told
   * to every connection (the joining one learns it from its welcome). A connection whose seat is no longer its
   * (kicked, reassigned) renews nothing.
   */
  private present(seat: Seat, presence: ConnPresence, here: boolean): void {
    const changed = here
      ? this.holds(seat) && this.presence.add(seat, presence.conn, presence.ttlMs)
      : this.presence.remove(seat, presence.conn);
    if (changed) this.broadcastSeats();
  }

  /** Whether a person holds the seat (the bot may be playing it while they are away). */
  private holds(seat: Seat): boolean {
    return (holderOf(this.meta, seat)?.tokenHash ?? null) !== null;
  }

  private async claim(name: string, clientHash: string | null, tokenHash: string): Promise<RoomResult> {
    const seat = freeSeat(this.meta);
    const ok = { type: "pong", id: null } as const;
    if (seat === null) return { reply: ok, claim: { seat: null } };
    await this.setMeta(withSeat(this.meta, seat, { tokenHash, name, clientHash, bot: null }));
    if (clientHash) await this.options.storage.addMember(this.code, clientHash, "seat");
    return { reply: ok, claim: { seat } };
  }

  private async host(auth: ConnAuth, id: string | null, action: HostRequest): Promise<RoomResult> {
    if (!hashMatches(auth.hostHash, this.meta.hostHash))
      return reply(errorMessage("not_host", "Only the host may do that; join with the host token.", { id }));
    if (action.kind === "pause") {
      await this.setMeta({ ...this.meta, paused: action.paused });
      this.scheduleBots();
      return reply({ type: "ack", id, seq: this.seq });
    }
    const holder = holderOf(this.meta, action.seat);
    if (!holder)
      return reply(errorMessage("unknown_seat", `"${action.seat}" is not a seat of this room.`, { id }));
    switch (action.kind) {
      case "kick":
        this.presence.clear(action.seat);
        await this.setMeta(withSeat(this.meta, action.seat, FREE_SEAT));
        this.options.outlet.closeSeat(this.code, action.seat, CLOSE.kicked, "kicked by the host");
        return reply({ type: "ack", id, seq: this.seq });
      case "assign": {
        const fresh = { tokenHash: action.tokenHash, name: action.name ?? null, clientHash: null, bot: null };
        this.presence.clear(action.seat);
        await this.setMeta(withSeat(this.meta, action.seat, fresh));
        this.options.outlet.closeSeat(this.code, action.seat, CLOSE.revoked, "seat handed to someone else");
        // The token itself never left the process the host is connected to, which fills it in.
        return reply({ type: "seat_token", id, seat: action.seat, token: "" });
      }
      case "bot": {
        const bots = this.options.bots;
        if (action.bot !== null && !bots.has(action.bot))
          return reply(
            errorMessage("unknown_bot", `No bot "${action.bot}" (bots: ${[...bots.keys()].join(", ")}).`, {
              id,
            }),
          );
        await this.setMeta(withSeat(this.meta, action.seat, { ...holder, bot: action.bot }));
        this.scheduleBots();
        return reply({ type: "ack", id, seq: this.seq });
      }
    }
  }

  /** The first bot seat that has something to do plays after `botDelayMs`, through the same path as people. */
  private scheduleBots(): void {
    if (this.closed || this.botTimer || this.meta.paused) return;
    if (this.statusOf(this.session.state).kind === "finished") return;
    const seat = Object.keys(this.meta.seats).find(
      (s) => holderOf(this.meta, s)?.bot && this.def.legal(this.session.state, s).length > 0,
    );
    if (seat === undefined) return;
    this.botTimer = setTimeout(() => {
      this.botTimer = null;
      void this.handleBot(seat);
    }, this.options.botDelayMs);
  }

  private handleBot(seat: Seat): Promise<unknown> {
    const move = async (): Promise<void> => {
      const botId = holderOf(this.meta, seat)?.bot;
      const bot = botId ? this.options.bots.get(botId) : undefined;
      if (this.closed || this.meta.paused || !bot) return;
      const legal = this.def.legal(this.session.state, seat) as Command[];
      if (legal.length === 0) return this.scheduleBots();
      const state = this.session.state;
      const view = this.def.view(state, seat) as Json;
      const rng = new RngCursor(seedRng(`${this.head.seed}:bot:${seat}:${this.seq}`));
      const command = pickSafely(bot, legal, { seat, state, view, rng });
      await this.apply(seat, null, this.seq, { kind: "command", command: command as unknown as Json });
    };
    const done = this.tail.then(move);
    this.tail = done.catch(() => undefined);
    return done;
  }
}
