import { findSecrets, type Json, RECORD_FORMAT, replay } from "@horda/table";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Storage } from "../src/storage/types.ts";
import { useServerFixture } from "./helpers/fixture.ts";
import { latestPicture } from "./helpers/play.ts";
import { DUEL, duelRoom } from "./helpers/server.ts";
import { type Msg, TestClient } from "./helpers/ws-client.ts";

interface DuelLike {
  deck: string[];
  hands: Record<string, string[]>;
}

/** What `viewer` must not learn at `seq`: the deck, and every hand but its own. */
async function secretsAt(storage: Storage, code: string, seq: number, viewer: string): Promise<Json[]> {
  const stored = await storage.loadRoom(code);
  const log = await storage.readLog(code);
  const head = stored!.head;
  const record = { format: RECORD_FORMAT, game: head.game, config: head.config, seed: head.seed, log };
  const session = replay(DUEL, record, { upTo: seq });
  if (!session.ok) throw new Error(session.error.message);
  const state = session.value.state as DuelLike;
  const others = Object.entries(state.hands).filter(([seat]) => seat !== viewer);
  return [...state.deck, ...others.flatMap(([, hand]) => hand)];
}

describe("hidden information", () => {
  const fixture = useServerFixture();

  it("no message to any seat or spectator ever carries another seat's cards or the deck", async () => {
    const { url, store } = await fixture.start("sqlite");
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(1000), { minLength: 5, maxLength: 40 }), async (picks) => {
        const room = await duelRoom(url, { handSize: 3, target: 30, maxTurns: 20 });
        const seats: Record<string, TestClient> = {
          p1: await TestClient.open(url),
          p2: await TestClient.open(url),
        };
        const spectator = await TestClient.open(url);
        await seats.p1!.request({ type: "join", room: room.code, seat: "p1", token: room.p1 });
        await seats.p2!.request({ type: "join", room: room.code, seat: "p2", token: room.p2 });
        await spectator.request({ type: "join", room: room.code });
        for (const pick of picks) {
          const actor = Object.entries(seats).find(([, c]) => latestPicture(c).legal.length > 0);
          if (!actor) break;
          const [, client] = actor;
          const pic = latestPicture(client);
          const msg =
            pick % 10 === 9
              ? { type: "undo", seq: pic.seq }
              : { type: "command", seq: pic.seq, command: pic.legal[pick % pic.legal.length] };
          const answer = await client.request(msg);
          if (answer.type === "ack")
            await Promise.all(
              [...Object.values(seats), spectator].map((c) =>
                c.next((m) => m.type === "update" && m.seq === answer.seq),
              ),
            );
        }
        const streams: [string, Msg[]][] = [
          ["p1", seats.p1!.received],
          ["p2", seats.p2!.received],
          ["spectator", spectator.received],
        ];
        for (const [viewer, messages] of streams) {
          for (const m of messages) {
            if (typeof m.seq !== "number" || m.type === "ack") continue;
            const leaked = findSecrets(m, await secretsAt(store.storage, room.code, m.seq, viewer));
            expect(leaked, `${viewer} got ${JSON.stringify(m)}`).toEqual([]);
          }
        }
        for (const c of [...Object.values(seats), spectator]) c.close();
      }),
      { numRuns: 12 },
    );
  });
});
