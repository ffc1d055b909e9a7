import type { KeyValueStore } from "./local-store.ts";

/** The browser's client token for the server's documents API (`x-client-token`, docs/protocol.md). */
export const CLIENT_TOKEN_KEY = "horda.clientToken";

export function clientToken(store: KeyValueStore, random: () => string): string {
  const have = store.getItem(CLIENT_TOKEN_KEY);
  if (have && have.length >= 16 && have.length <= 128) return have;
  const token = random();
  store.setItem(CLIENT_TOKEN_KEY, token);
  return token;
}

export type ServerSave =
  | { readonly ok: true; readonly url: string }
  | { readonly ok: false; readonly reason: string };

/**
 * Stores a mission as the server document `missions/<id>` (`PUT /api/docs/missions/:id`). Any failure (no
 * server, a refusal) comes back as a reason; the caller keeps a local copy then.
 */
export async function saveMissionToServer(
  fetcher: typeof fetch,
  origin: string,
  id: string,
  mission: unknown,
  token: string,
): Promise<ServerSave> {
  let res: Response;
  try {
    res = await fetcher(`${origin}/api/docs/missions/${encodeURIComponent(id)}`, {
      method: "PUT",
      headers: { "content-type": "application/json", "x-client-token": token },
      body: JSON.stringify(mission),
    });
  } catch (e) {
    return { ok: false, reason: `no server answered (${(e as Error).message})` };
  }
  if (res.ok) return { ok: true, url: `${origin}/editor?doc=${encodeURIComponent(id)}` };
  let message = `${res.status} ${res.statusText}`;
  try {
    const body = (await res.json()) as { message?: unknown };
    if (typeof body.message === "string") message = `${res.status}: ${body.message}`;
  } catch {
    // Not JSON (a static host answering 404): keep the status line.
  }
  return { ok: false, reason: message };
}

/** Reads the server document `missions/<id>` as text for the import checks. */
export async function loadMissionFromServer(
  fetcher: typeof fetch,
  origin: string,
  id: string,
): Promise<string> {
  const res = await fetcher(`${origin}/api/docs/missions/${encodeURIComponent(id)}`);
  if (!res.ok) throw new Error(`the server has no mission "${id}" (${res.status})`);
  const doc = (await res.json()) as { body?: unknown };
  return JSON.stringify(doc.body ?? doc);
}
