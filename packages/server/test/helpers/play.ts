import { applyViewChanges } from "@horda/table";
import type { Msg, TestClient } from "./ws-client.ts";

/**
 * The newest picture (welcome/update/resync) a client received, its view whole: an update carries only what
 * changed in the view, folded onto the picture before it as the web client does (`applyViewChanges`).
 */
export function latestPicture(c: TestClient): Msg {
  let latest: Msg | null = null;
  for (const m of c.received) {
    if (m.type !== "welcome" && m.type !== "update" && m.type !== "resync") continue;
    if (latest && m.seq < latest.seq) continue;
    const view = m.type === "update" && latest ? applyViewChanges(latest.view, m) : m.view;
    latest = { ...m, view };
  }
  if (!latest) throw new Error("no picture received");
  return latest;
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
