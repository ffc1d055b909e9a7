import { createConnection, createServer, type Server, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { corkUntilSettled } from "../src/net/write-batching.ts";

/** A connected loopback pair; `writes` counts the system-call-level writes (`_write`, `_writev`) of `out`. */
async function socketPair(): Promise<{
  out: Socket;
  received: (length: number) => Promise<string>;
  writes: () => number;
  server: Server;
}> {
  let chunks = "";
  const server = createServer((s) => s.on("data", (d) => (chunks += d.toString())));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as { port: number }).port;
  const out = createConnection(port, "127.0.0.1");
  await new Promise<void>((r) => out.once("connect", r));
  let n = 0;
  const self = out as unknown as Record<"_write" | "_writev", (...a: unknown[]) => unknown>;
  for (const name of ["_write", "_writev"] as const) {
    const original = self[name].bind(out);
    self[name] = (...args: unknown[]) => {
      n++;
      return original(...args);
    };
  }
  /** What the other end has read, once it has `length` characters (or after 5 s). */
  const received = async (length: number) => {
    for (let waited = 0; chunks.length < length && waited < 5000; waited += 10)
      await new Promise((r) => setTimeout(r, 10));
    return chunks;
  };
  return { out, received, writes: () => n, server };
}

const servers: Server[] = [];
const sockets: Socket[] = [];
afterEach(() => {
  for (const s of sockets.splice(0)) s.destroy();
  for (const s of servers.splice(0)) s.close();
});
async function pair() {
  const p = await socketPair();
  servers.push(p.server);
  sockets.push(p.out);
  return p;
}

/** A chain of promise steps, like an ack travelling back through the room, the router and the connection. */
async function later(steps: number, then: () => void): Promise<void> {
  for (let i = 0; i < steps; i++) await Promise.resolve();
  then();
}

describe("corkUntilSettled", () => {
  it("sends in one write what a callback writes and what the promises it settles write after it", async () => {
    const { out, received, writes } = await pair();
    const done = new Promise<void>((resolve) =>
      // A message event from a room thread: the update is written at once, the ack a few promise steps on.
      setImmediate(() => {
        corkUntilSettled(out);
        out.write("update;");
        void later(5, () => {
          corkUntilSettled(out);
          out.write("ack;");
          resolve();
        });
      }),
    );
    await done;
    expect(await received("update;ack;".length)).toBe("update;ack;");
    expect(writes()).toBe(1);
  });

  it("also when the first write comes from a continuation (a command whose append just committed)", async () => {
    const { out, received, writes } = await pair();
    await later(2, () => {
      corkUntilSettled(out);
      out.write("update;");
      void later(7, () => {
        corkUntilSettled(out);
        out.write("ack;");
      });
    });
    expect(await received("update;ack;".length)).toBe("update;ack;");
    expect(writes()).toBe(1);
  });

  it("flushes right after that callback's promises, before the event loop's next callback", async () => {
    const { out, received, writes } = await pair();
    let flushedBeforeNextCallback = false;
    // Two callbacks of one turn of the loop (two sockets' messages, say): the second finds the first's sent.
    setImmediate(() => {
      corkUntilSettled(out);
      out.write("update;");
    });
    setImmediate(() => {
      flushedBeforeNextCallback = out.writableCorked === 0 && writes() === 1;
      corkUntilSettled(out);
      out.write("next;");
    });
    expect(await received("update;next;".length)).toBe("update;next;");
    expect(flushedBeforeNextCallback).toBe(true);
    expect(writes()).toBe(2);
    expect(out.writableCorked).toBe(0);
  });
});
