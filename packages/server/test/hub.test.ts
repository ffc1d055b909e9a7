import { describe, expect, it } from "vitest";
import { type Conn, Hub } from "../src/net/hub.ts";

function conn(sent: (string | Buffer)[]): Conn {
  return {
    id: String(sent.length),
    room: null,
    auth: { seat: null, tokenHash: null, hostHash: null },
    send: (d) => sent.push(d),
    close: () => {},
  };
}

describe("Hub.broadcast", () => {
  it("encodes a message once for every connection it goes to", () => {
    const hub = new Hub();
    const got: Record<string, (string | Buffer)[]> = {};
    for (const seat of ["p1", "p2", "p3", null, null]) {
      const key = `${seat}-${Object.keys(got).length}`;
      got[key] = [];
      hub.bind(conn(got[key]), "R", { seat, tokenHash: null, hostHash: null });
    }
    const idle = '{"type":"update","legal":[]}';
    const toAct = '{"type":"update","legal":[{"type":"endTurn"}]}';
    // Equal texts made apart (as they come from another process over Redis) count as the same message.
    hub.broadcast(
      "R",
      new Map([
        ["p1", toAct],
        ["p2", idle],
        ["p3", `${idle}`.slice(0)],
        ["spectator", idle],
      ]),
    );
    const sent = Object.values(got).map((list) => list[0] as Buffer);
    expect(sent.map((b) => b.toString())).toEqual([toAct, idle, idle, idle, idle]);
    const [, ...same] = sent;
    for (const b of same) expect(b).toBe(same[0]);
    expect(sent[0]).not.toBe(same[0]);
  });
});
