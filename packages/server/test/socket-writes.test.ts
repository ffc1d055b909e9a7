import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { useServerFixture } from "./helpers/fixture.ts";
import { playStep } from "./helpers/play.ts";
import { duelRoom } from "./helpers/server.ts";
import type { TestClient } from "./helpers/ws-client.ts";

type Write = (this: Socket, ...args: unknown[]) => unknown;
const proto = Socket.prototype as unknown as { _write: Write; _writev: Write };

/**
 * Counts the writes the server makes to each client socket (by the client's port): a socket's buffered
 * chunks leave through `_writev` (several) or `_write` (one), each one system call.
 */
function countServerWrites(serverPort: number): { writes: Map<number, number>; restore: () => void } {
  const writes = new Map<number, number>();
  const original = { _write: proto._write, _writev: proto._writev };
  for (const name of ["_write", "_writev"] as const)
    proto[name] = function (this: Socket, ...args: unknown[]) {
      if (this.localPort === serverPort && this.remotePort !== undefined)
        writes.set(this.remotePort, (writes.get(this.remotePort) ?? 0) + 1);
      return original[name].apply(this, args);
    };
  return { writes, restore: () => Object.assign(proto, original) };
}

describe("what a command sends each socket", () => {
  const fixture = useServerFixture();

  it("leaves in one write per socket: the acting seat's update and ack together, each viewer's update", async () => {
    const started = await fixture.start("sqlite");
    const room = await duelRoom(started.url, { handSize: 3, target: 50, maxTurns: 6 });
    const clients: TestClient[] = [];
    for (let i = 0; i < 3; i++) clients.push(await fixture.client(started.url));
    const [p1, p2, spec] = clients as [TestClient, TestClient, TestClient];
    await p1.request({ type: "join", room: room.code, seat: "p1", token: room.p1 });
    await p2.request({ type: "join", room: room.code, seat: "p2", token: room.p2 });
    await spec.request({ type: "join", room: room.code });
    const portOf = (c: TestClient) => (c.ws as unknown as { _socket: Socket })._socket.localPort as number;
    const { writes, restore } = countServerWrites(Number(new URL(started.url).port));
    try {
      for (let step = 0; step < 6; step++) {
        writes.clear();
        const acted = await playStep({ p1, p2 }, clients);
        expect(acted).not.toBeNull();
        // The acting seat got its update and its ack; every socket got them in one write.
        for (const c of clients) expect(writes.get(portOf(c)), `step ${step}, port ${portOf(c)}`).toBe(1);
      }
    } finally {
      restore();
    }
  });
});
