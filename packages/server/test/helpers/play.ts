import type { Msg, TestClient } from "./ws-client.ts";

/** The newest picture (welcome/update/resync) a client received. */
export function latestPicture(c: TestClient): Msg {
  const pics = c.received.filter((m) => m.type === "welcome" || m.type === "update" || m.type === "resync");
  return pics.reduce((a, b) => (b.seq >= a.seq ? b : a));
}

/**
 * One step of play: the first seat with a legal command sends one (picked by `pick`), and every
 * watcher waits for the update with the new seq. Returns the new seq, or null if nobody can act.
 */
export async function playStep(
  seats: Record<string, TestClient>,
  watchers: readonly TestClient[],
  pick: (n: number, legal: readonly Msg[]) => number = () => 0,
): Promise<number | null> {
  for (const [seat, client] of Object.entries(seats)) {
    const pic = latestPicture(client);
    if (pic.status.kind === "finished" || pic.legal.length === 0) continue;
    const command = pic.legal[pick(pic.legal.length, pic.legal) % pic.legal.length];
    const ack = await client.request({ type: "command", id: `${seat}-${pic.seq}`, seq: pic.seq, command });
    if (ack.type !== "ack") throw new Error(`${seat} refused: ${JSON.stringify(ack)}`);
    await Promise.all(watchers.map((w) => w.next((m) => m.type === "update" && m.seq === ack.seq)));
    return ack.seq;
  }
  return null;
}
