import type { Json, LogEntry } from "@horda/table";
import type { Compilable, Kysely } from "kysely";
import type { RoomMeta } from "../rooms/meta.ts";
import type { Tables } from "./tables.ts";
import {
  type Commit,
  type RetentionCut,
  type RoomListing,
  SeqConflictError,
  type Storage,
  type WriteStep,
} from "./types.ts";

export type { Commit, StepResult, WriteStep } from "./types.ts";

const step = (q: Compilable, stopUnlessChanged = false): WriteStep => {
  const c = q.compile();
  return { sql: c.sql, parameters: c.parameters, ...(stopUnlessChanged ? { stopUnlessChanged } : {}) };
};
/**
 * A statement compiled once (compiling costs more than running a small insert): `build` is called with
 * markers in place of its arguments, and each call fills the arguments in where the markers went.
 */
function prepared<A extends unknown[]>(
  arity: A["length"],
  build: (...args: A) => Compilable,
): (args: A, stopUnlessChanged?: boolean) => WriteStep {
  const markers = Array.from({ length: arity }, (_, i) => `\u0000prepared:${i}`);
  const c = build(...(markers as A)).compile();
  const slots = c.parameters.map((p) => ({ arg: markers.indexOf(p as string), value: p }));
  return (args, stopUnlessChanged = false) => ({
    sql: c.sql,
    parameters: slots.map((s) => (s.arg >= 0 ? args[s.arg] : s.value)),
    ...(stopUnlessChanged ? { stopUnlessChanged } : {}),
  });
}
const num = (v: string | number) => Number(v);
/** How often a room in play has its `touched_at` renewed. */
const TOUCH_EVERY_MS = 60_000;
const parse = <T = Json>(text: string) => JSON.parse(text) as T;

/**
 * A room config's JSON, by config object: a config is never changed in place, and rooms opened with the
 * same options share one (hosted.ts), so its text (tens of KB for a Zombicide map) is made once.
 */
const configTexts = new WeakMap<object, string>();
function configText(config: Json): string {
  if (typeof config !== "object" || config === null) return JSON.stringify(config);
  let text = configTexts.get(config);
  if (text === undefined) {
    text = JSON.stringify(config);
    configTexts.set(config, text);
  }
  return text;
}

/** Parsed room configs by their text (bounded): rooms opened with the same options share one. */
const parsedConfigs = new Map<string, Json>();
const PARSED_CONFIGS = 32;

/**
 * A stored room config, parsed once for every room that has the same one (a config is never changed in
 * place): loading a room does not parse its map and catalogues again, and the rooms share them in memory.
 */
function parseConfig(text: string): Json {
  let config = parsedConfigs.get(text);
  if (config === undefined) {
    config = parse<Json>(text);
    if (parsedConfigs.size >= PARSED_CONFIGS) parsedConfigs.clear();
    parsedConfigs.set(text, config);
    if (typeof config === "object" && config !== null) configTexts.set(config, text);
  }
  return config;
}

/**
 * Every query the server makes, typed against `Tables`, for both databases: reads run on `db`, writes are
 * compiled here and committed by `commit`. A new table's queries go here too.
 */
export function kyselyStorage(
  kind: Storage["kind"],
  db: Kysely<Tables>,
  commit: Commit,
  /** Runs before the connection closes (the SQLite writer thread finishing its queue). */
  beforeClose: () => Promise<void> = async () => undefined,
): Storage {
  /** Rooms past the retention cut (and not loaded right now). */
  const expired = (cut: RetentionCut) =>
    db
      .selectFrom("rooms")
      .select("code")
      .where((eb) =>
        eb.or([
          eb.and([eb("finished_at", "is not", null), eb("finished_at", "<", cut.finishedBefore)]),
          eb("touched_at", "<", cut.idleBefore),
        ]),
      )
      .$if(cut.keep.length > 0, (q) => q.where("code", "not in", [...cut.keep]));

  // The statements of every command (append), compiled once.
  const logInsert = prepared(3, (code: string, seq: number, entry: string) =>
    db
      .insertInto("room_log")
      .values({ code, seq, entry })
      .onConflict((oc) => oc.doNothing()),
  );
  const touch = prepared(2, (at: number, code: string) =>
    db.updateTable("rooms").set({ touched_at: at }).where("code", "=", code),
  );

  // `touched_at` serves retention, counted in days: a room in play is marked used at most once a minute
  // (its first command after this process started, then every minute), not with every command.
  const touchedAt = new Map<string, number>();

  return {
    kind,
    async createRoom({ head, meta }, hostClientHash) {
      const room = db.insertInto("rooms").values({
        code: head.code,
        game: head.game,
        config: configText(head.config),
        seed: head.seed,
        created_at: head.createdAt,
        meta: JSON.stringify(meta),
        touched_at: head.createdAt,
      });
      const host = hostClientHash
        ? [
            db
              .insertInto("room_members")
              .values({ client_hash: hostClientHash, code: head.code, role: "host" }),
          ]
        : [];
      await commit([room, ...host].map((q) => step(q)));
    },
    async loadRoom(code) {
      const r = await db.selectFrom("rooms").selectAll().where("code", "=", code).executeTakeFirst();
      if (!r) return null;
      return {
        head: {
          code: r.code,
          game: r.game,
          config: parseConfig(r.config),
          seed: r.seed,
          createdAt: num(r.created_at),
        },
        meta: parse<RoomMeta>(r.meta),
      };
    },
    async saveMeta(code, meta) {
      await commit([
        step(
          db
            .updateTable("rooms")
            .set({ meta: JSON.stringify(meta) })
            .where("code", "=", code),
        ),
      ]);
    },
    async addMember(code, clientHash, role) {
      await commit([
        step(
          db
            .insertInto("room_members")
            .values({ client_hash: clientHash, code, role })
            .onConflict((oc) => oc.doNothing()),
        ),
      ]);
    },
    async roomsOf(clientHash) {
      const rows = await db
        .selectFrom("room_members as m")
        .innerJoin("rooms as r", "r.code", "m.code")
        .select(["r.code", "r.game", "m.role", "r.created_at"])
        .where("m.client_hash", "=", clientHash)
        .orderBy("r.created_at", "desc")
        .orderBy("r.code")
        .limit(200)
        .execute();
      return rows.map(
        (r): RoomListing => ({
          code: r.code,
          game: r.game,
          role: r.role as RoomListing["role"],
          createdAt: num(r.created_at),
        }),
      );
    },
    async append(code, entry, snapshot) {
      const steps = [logInsert([code, entry.seq, JSON.stringify(entry)], true)];
      const now = Date.now();
      if (now - (touchedAt.get(code) ?? Number.NEGATIVE_INFINITY) >= TOUCH_EVERY_MS) {
        if (touchedAt.size >= 50_000) touchedAt.clear();
        touchedAt.set(code, now);
        steps.push(touch([now, code]));
      }
      if (snapshot)
        steps.push(
          step(
            db
              .insertInto("room_snapshots")
              .values({ code, seq: snapshot.seq, data: JSON.stringify(snapshot.data) })
              .onConflict((oc) =>
                oc
                  .column("code")
                  .doUpdateSet((eb) => ({ seq: eb.ref("excluded.seq"), data: eb.ref("excluded.data") })),
              ),
          ),
        );
      const [log] = await commit(steps);
      if (log?.changes !== 1) throw new SeqConflictError(code, entry.seq);
    },
    async markFinished(code, at) {
      await commit([
        step(
          db
            .updateTable("rooms")
            .set({ finished_at: at })
            .where("code", "=", code)
            .where("finished_at", "is", null),
        ),
      ]);
    },
    async purgeRooms(cut) {
      const found = await expired(cut).orderBy("touched_at").limit(cut.limit).execute();
      const codes = found.map((r) => r.code);
      if (codes.length === 0) return [];
      // The cut is checked again inside the write, so a room used meanwhile stays whole.
      const stillExpired = () => expired(cut).where("code", "in", codes);
      const results = await commit([
        step(db.deleteFrom("room_members").where("code", "in", stillExpired())),
        step(db.deleteFrom("room_log").where("code", "in", stillExpired())),
        step(db.deleteFrom("room_snapshots").where("code", "in", stillExpired())),
        step(db.deleteFrom("rooms").where("code", "in", stillExpired()).returning("code")),
      ]);
      return ((results[3]?.rows ?? []) as { code: string }[]).map((r) => r.code);
    },
    async readLog(code, afterSeq = 0) {
      const rows = await db
        .selectFrom("room_log")
        .select("entry")
        .where("code", "=", code)
        .where("seq", ">", afterSeq)
        .orderBy("seq")
        .execute();
      return rows.map((r) => parse<LogEntry<Json>>(r.entry));
    },
    async latestSnapshot(code) {
      const r = await db
        .selectFrom("room_snapshots")
        .select(["seq", "data"])
        .where("code", "=", code)
        .executeTakeFirst();
      return r ? { seq: r.seq, data: parse(r.data) } : null;
    },
    async saveGame(ownerHash, s) {
      await commit([
        step(
          db.insertInto("saves").values({
            id: s.id,
            owner_hash: ownerHash,
            name: s.name,
            game: s.game,
            record: JSON.stringify(s.record),
            created_at: s.createdAt,
            sealed: s.sealed ? 1 : 0,
          }),
        ),
      ]);
    },
    async savesOf(ownerHash) {
      const rows = await db
        .selectFrom("saves")
        .select(["id", "name", "game", "created_at", "sealed"])
        .where("owner_hash", "=", ownerHash)
        .orderBy("created_at", "desc")
        .limit(200)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        game: r.game,
        createdAt: num(r.created_at),
        sealed: r.sealed === 1,
      }));
    },
    async loadSave(id) {
      const r = await db.selectFrom("saves").selectAll().where("id", "=", id).executeTakeFirst();
      if (!r) return null;
      return {
        id: r.id,
        ownerHash: r.owner_hash,
        name: r.name,
        game: r.game,
        record: parse(r.record),
        createdAt: num(r.created_at),
        sealed: r.sealed === 1,
      };
    },
    async putCampaign(ownerHash, c) {
      const row = {
        title: c.title,
        box: c.box,
        phase: c.phase,
        body: JSON.stringify(c.record),
        updated_at: c.updatedAt,
      };
      const [put] = await commit([
        step(
          db
            .insertInto("campaigns")
            .values({ id: c.id, owner_hash: ownerHash, ...row })
            .onConflict((oc) =>
              oc
                .column("id")
                .doUpdateSet((eb) => ({
                  title: eb.ref("excluded.title"),
                  box: eb.ref("excluded.box"),
                  phase: eb.ref("excluded.phase"),
                  body: eb.ref("excluded.body"),
                  updated_at: eb.ref("excluded.updated_at"),
                }))
                .where("campaigns.owner_hash", "=", ownerHash),
            ),
        ),
      ]);
      return put?.changes === 1;
    },
    async getCampaign(id) {
      const r = await db.selectFrom("campaigns").selectAll().where("id", "=", id).executeTakeFirst();
      return r
        ? {
            id: r.id,
            title: r.title,
            box: r.box,
            phase: r.phase,
            record: parse(r.body),
            updatedAt: num(r.updated_at),
            ownerHash: r.owner_hash,
          }
        : null;
    },
    async campaignsOf(ownerHash) {
      const rows = await db
        .selectFrom("campaigns")
        .select(["id", "title", "box", "phase", "updated_at"])
        .where("owner_hash", "=", ownerHash)
        .orderBy("updated_at", "desc")
        .limit(200)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        box: r.box,
        phase: r.phase,
        updatedAt: num(r.updated_at),
      }));
    },
    async deleteCampaign(ownerHash, id) {
      const [gone] = await commit([
        step(db.deleteFrom("campaigns").where("id", "=", id).where("owner_hash", "=", ownerHash)),
      ]);
      return gone?.changes === 1;
    },
    async putDocument(ownerHash, doc) {
      const [put] = await commit([
        step(
          db
            .insertInto("documents")
            .values({
              kind: doc.kind,
              id: doc.id,
              owner_hash: ownerHash,
              body: JSON.stringify(doc.body),
              updated_at: doc.updatedAt,
            })
            .onConflict((oc) =>
              oc
                .columns(["kind", "id"])
                .doUpdateSet((eb) => ({
                  body: eb.ref("excluded.body"),
                  updated_at: eb.ref("excluded.updated_at"),
                }))
                .where("documents.owner_hash", "=", ownerHash),
            ),
        ),
      ]);
      return put?.changes === 1;
    },
    async getDocument(kind, id) {
      const r = await db
        .selectFrom("documents")
        .selectAll()
        .where("kind", "=", kind)
        .where("id", "=", id)
        .executeTakeFirst();
      return r ? { kind: r.kind, id: r.id, body: parse(r.body), updatedAt: num(r.updated_at) } : null;
    },
    async listDocuments(kind) {
      const rows = await db
        .selectFrom("documents")
        .select(["kind", "id", "updated_at"])
        .where("kind", "=", kind)
        .orderBy("id")
        .limit(500)
        .execute();
      return rows.map((r) => ({ kind: r.kind, id: r.id, updatedAt: num(r.updated_at) }));
    },
    async ping() {
      await db.selectNoFrom((eb) => eb.lit(1).as("one")).execute();
    },
    async close() {
      await beforeClose();
      await db.destroy();
    },
  };
}
