import { findSecrets, type Json, replay } from "@horda/table";
import { type ZombicideState, zombicide } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { DEFAULT_GAMES } from "../src/games/default-games.ts";
import { createRegistry } from "../src/games/registry.ts";
import { useServerFixture } from "./helpers/fixture.ts";
import { latestPicture, playStep } from "./helpers/play.ts";
import { post } from "./helpers/server.ts";
import { STORE_KINDS, type TestStore } from "./helpers/storages.ts";
import type { Msg } from "./helpers/ws-client.ts";

const FIRST_NIGHT = {
  mission: "first-night",
  players: 2,
  survivors: [
    { id: "wanda", seat: "p1" },
    { id: "doug", seat: "p2" },
    { id: "amy", seat: "p1" },
  ],
};

/** What no seat may ever receive: every deck's draw order, the generator, the seed, at every seq. */
async function secretsOf(store: TestStore, code: string): Promise<Json[]> {
  const room = await store.storage.loadRoom(code);
  const log = await store.storage.readLog(code);
  const record = {
    format: "horda.record/1",
    game: "zombicide",
    config: room!.head.config,
    seed: room!.head.seed,
    log,
  };
  const secrets: Json[] = [room!.head.seed];
  for (let upTo = 0; upTo <= log.length; upTo++) {
    const done = replay(zombicide, record as never, { upTo });
    if (!done.ok) throw new Error(done.error.message);
    const s = done.value.state as ZombicideState;
    secrets.push(s.rng.s as unknown as Json);
    for (const deck of [s.zombieDeck, s.abominationDeck, s.equipmentDeck, s.epicDeck])
      if (deck.draw.length > 1) secrets.push(deck.draw as unknown as Json);
  }
  return secrets;
}

/** Plays in turn a search, a move, then ends the turn, so the zombies' phase comes and Zombie cards are drawn. */
const prefer = (step: number) => (legal: readonly { type: string }[]) => {
  const order = [["search", "move"], ["move"], ["endTurn"]][step % 3] as string[];
  const i = legal.findIndex((c) => order.includes(c.type));
  return i >= 0 ? i : legal.findIndex((c) => c.type === "endTurn");
};

describe.each(STORE_KINDS)("Zombicide rooms on %s", (kind) => {
  const fixture = useServerFixture();

  async function table() {
    const { url, store } = await fixture.start(kind, { registry: createRegistry(DEFAULT_GAMES) });
    const created = await post(`${url}/api/rooms`, { game: "zombicide", config: FIRST_NIGHT, seats: 2 });
    expect(created.status).toBe(201);
    const joined = await post(`${url}/api/rooms/${created.body.code}/join`, { name: "Bo" });
    const code = created.body.code as string;
    const connect = () => fixture.client(url);
    const [p1, p2, spec] = [await connect(), await connect(), await connect()];
    expect(
      await p1.request({ type: "join", room: code, seat: "p1", token: created.body.seatToken }),
    ).toMatchObject({ type: "welcome", seat: "p1", game: "zombicide" });
    expect(
      await p2.request({ type: "join", room: code, seat: "p2", token: joined.body.seatToken }),
    ).toMatchObject({ type: "welcome", seat: "p2" });
    expect(await spec.request({ type: "join", room: code })).toMatchObject({ seat: null, legal: [] });
    return { url, store, code, p1, p2, spec };
  }

  it("two players and a spectator play a mission; no message carries a deck's order", async () => {
    const { store, code, p1, p2, spec } = await table();
    const all = [p1, p2, spec];
    const w1 = latestPicture(p1);
    expect(w1.view.mission.id).toBe("first-night");
    expect(w1.view.survivors.map((s: { id: string }) => s.id).sort()).toEqual(["amy", "doug", "wanda"]);
    let seq = 0;
    const drewZombieCards = () =>
      spec.received.some(
        (m: Msg) => m.type === "update" && m.events.some((e: Msg) => e.type === "ZombieCardDrawn"),
      );
    for (let step = 0; step < 40; step++) {
      if (seq >= 8 && drewZombieCards()) break;
      const picked = prefer(step);
      const next = await playStep({ p1, p2 }, all, (_n, legal) => Math.max(0, picked(legal)));
      if (next === null) break;
      seq = next;
    }
    expect(seq).toBeGreaterThanOrEqual(8);
    expect(drewZombieCards()).toBe(true);
    for (const c of all) {
      const seqs = c.received.filter((m: Msg) => m.type === "update").map((m: Msg) => m.seq);
      expect(seqs).toEqual(Array.from({ length: seq }, (_, i) => i + 1));
    }
    expect(latestPicture(p1).view).toEqual({ ...latestPicture(spec).view, viewer: "p1" });
    expect(latestPicture(p1).view.zombieDeck.size).toBeGreaterThan(0);
    const secrets = await secretsOf(store, code);
    for (const c of all) expect(findSecrets(c.received, secrets)).toEqual([]);
  });

  it("updates carry only what changed in the view; folded, they give the view a fresh join gets", async () => {
    const { url, code, p1, p2, spec } = await table();
    const all = [p1, p2, spec];
    for (let step = 0; step < 12; step++)
      if ((await playStep({ p1, p2 }, all, (_n, legal) => Math.max(0, prefer(step)(legal)))) === null) break;
    const updates = spec.received.filter((m: Msg) => m.type === "update");
    expect(updates.length).toBeGreaterThan(5);
    // The catalogues and the board never come in an update; after the room's first update most fields stay
    // the same from one command to the next, and a survivor's change comes as that one entry of the list.
    for (const u of updates)
      for (const k of ["survivorCatalog", "zombieCatalog", "board"]) expect(u.view[k]).toBe(undefined);
    const fields = Object.keys(latestPicture(spec).view).length;
    for (const u of updates.slice(1)) expect(Object.keys(u.view).length).toBeLessThan(fields / 2);
    expect(updates.some((u: Msg) => u.items?.survivors !== undefined)).toBe(true);
    const fresh = await fixture.client(url);
    const welcome = await fresh.request({ type: "join", room: code });
    expect(latestPicture(spec).seq).toBe(welcome.seq);
    expect(latestPicture(spec).view).toEqual(welcome.view);
    expect(latestPicture(p1).view).toEqual({ ...welcome.view, viewer: "p1" });
  });

  it("refuses a stale seq and a spectator's command, and resyncs", async () => {
    const { store, code, p1, p2, spec } = await table();
    await playStep({ p1, p2 }, [p1, p2, spec]);
    const pic = latestPicture(p1);
    const stale = await p1.request({ type: "command", seq: 0, command: pic.legal[0] ?? { type: "x" } });
    expect(stale).toMatchObject({ type: "error", code: "stale_seq" });
    expect(
      await spec.request({ type: "command", seq: 1, command: { type: "endTurn", survivor: "doug" } }),
    ).toMatchObject({ code: "spectator" });
    expect((await store.storage.readLog(code)).length).toBe(1);
    const back = await spec.request({ type: "resync", fromSeq: 0 });
    expect(back.steps.map((s: Msg) => s.seq)).toEqual([1]);
    expect(back.view).toEqual(latestPicture(spec).view);
  });

  it("refuses options that do not make a game, saying where", async () => {
    const started = await fixture.start(kind, { registry: createRegistry(DEFAULT_GAMES) });
    const make = (config: unknown) => post(`${started.url}/api/rooms`, { game: "zombicide", config });
    expect((await make({ ...FIRST_NIGHT, mission: "nope" })).body).toMatchObject({
      error: "bad_config",
      where: "$.config.mission",
    });
    expect((await make({ ...FIRST_NIGHT, players: 3 })).body).toMatchObject({ where: "$.config.survivors" });
    expect((await make({ ...FIRST_NIGHT, survivors: [{ id: "wanda", seat: "p9" }] })).body).toMatchObject({
      where: "$.config.survivors[0].seat",
    });
    expect((await make({ ...FIRST_NIGHT, map: {} })).body.error).toBe("bad_config");
    expect(
      (
        await make({
          ...FIRST_NIGHT,
          survivors: [
            { id: "nobody", seat: "p1" },
            { id: "doug", seat: "p2" },
          ],
        })
      ).status,
    ).toBe(400);
  });
});
