import { expect } from "vitest";
import { latestPicture } from "./play.ts";
import { post } from "./server.ts";
import { TestClient } from "./ws-client.ts";

export interface DrivenRoom {
  readonly code: string;
  readonly tokens: Record<string, string>;
  /** Every command the server acknowledged, by seq. */
  readonly acked: Map<number, { seat: string; command: unknown }>;
  finished: boolean;
}

export async function newDuelRoom(url: string): Promise<DrivenRoom> {
  const created = await post(`${url}/api/rooms`, {
    game: "duel",
    config: { handSize: 3, target: 50, maxTurns: 100 },
  });
  const joined = await post(`${url}/api/rooms/${created.body.code}/join`, {});
  return {
    code: created.body.code,
    tokens: { p1: created.body.seatToken, p2: joined.body.seatToken },
    acked: new Map(),
    finished: false,
  };
}

/**
 * Two clients play `room` as fast as the server answers, recording every acknowledged command, until
 * the game ends or the connection drops (the server was killed). On joining they catch up from the last
 * acknowledged seq; a reconnecting client must find the room at least there.
 */
export async function drive(url: string, room: DrivenRoom, maxSteps: number): Promise<void> {
  const seats: Record<string, TestClient> = {};
  try {
    const lastSeq = Math.max(0, ...room.acked.keys());
    for (const seat of ["p1", "p2"]) {
      const c = await TestClient.open(url);
      seats[seat] = c;
      const welcome = await c.request({
        type: "join",
        room: room.code,
        seat,
        token: room.tokens[seat],
        lastSeq,
      });
      if (welcome.type !== "welcome") throw new Error(`rejoin refused: ${JSON.stringify(welcome)}`);
    }
    for (let step = 0; step < maxSteps; step++) {
      const actor = Object.entries(seats).find(([, c]) => latestPicture(c).legal.length > 0);
      if (!actor) {
        room.finished = latestPicture(seats.p1!).status.kind === "finished";
        return;
      }
      const [seat, client] = actor;
      const pic = latestPicture(client);
      const command = pic.legal[(pic.seq * 5 + 1) % pic.legal.length];
      const answer = await client.request({ type: "command", seq: pic.seq, command });
      if (answer.type !== "ack") throw new Error(`refused: ${JSON.stringify(answer)}`);
      room.acked.set(answer.seq, { seat, command });
      await Promise.all(
        Object.values(seats).map((c) => c.next((m) => m.type === "update" && m.seq === answer.seq)),
      );
    }
  } catch (e) {
    if (!/closed|ECONNREFUSED|ECONNRESET|socket hang up/.test((e as Error).message)) throw e;
  } finally {
    for (const c of Object.values(seats)) c.close();
  }
}

/** Every acknowledged command of `rooms` is in the stored log at its seq, from the seat that sent it; returns how many. */
export async function expectLogged(
  readLog: (code: string) => Promise<{ seq: number }[]>,
  rooms: DrivenRoom[],
): Promise<number> {
  let total = 0;
  for (const room of rooms) {
    const log = await readLog(room.code);
    for (const [seq, sent] of room.acked) {
      expect(log[seq - 1], `room ${room.code} seq ${seq}`).toMatchObject({
        seq,
        seat: sent.seat,
        command: sent.command,
      });
      total++;
    }
  }
  return total;
}
