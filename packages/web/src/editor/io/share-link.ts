/**
 * A shareable link that carries the whole mission in the URL fragment (never sent to any server):
 * `#mission=<base64url of the deflate-raw compressed JSON>`. Reading one goes through the same import checks
 * as a file.
 */
export const FRAGMENT_KEY = "mission";
/** Links longer than this are refused when read (a mission compresses to a few KB). */
export const MAX_FRAGMENT_CHARS = 200_000;

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit: number) {
  const out = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream));
  const reader = out.body?.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (!reader) return new Uint8Array();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > limit) {
      await reader.cancel();
      throw new Error(`the mission in the link unpacks to more than ${limit} bytes`);
    }
    chunks.push(value);
  }
  const all = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.length;
  }
  return all;
}

function toBase64Url(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text))
    throw new Error("the link's mission part has characters base64url does not use");
  const s = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

export async function encodeMissionFragment(json: string): Promise<string> {
  const packed = await pipe(
    new TextEncoder().encode(json),
    new CompressionStream("deflate-raw"),
    Number.POSITIVE_INFINITY,
  );
  return `${FRAGMENT_KEY}=${toBase64Url(packed)}`;
}

/** The mission text in a link's fragment (`#mission=...`), null when the fragment has none. Throws with a reason. */
export async function decodeMissionFragment(hash: string, maxBytes: number): Promise<string | null> {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const packed = params.get(FRAGMENT_KEY);
  if (packed === null) return null;
  if (packed.length > MAX_FRAGMENT_CHARS)
    throw new Error(`the link is longer than ${MAX_FRAGMENT_CHARS} characters`);
  let bytes: Uint8Array;
  try {
    bytes = await pipe(fromBase64Url(packed), new DecompressionStream("deflate-raw"), maxBytes);
  } catch (e) {
    const why = (e as Error).message;
    throw new Error(
      why.includes("unpacks") || why.includes("base64url") ? why : "the link's mission part is damaged",
    );
  }
  return new TextDecoder("utf-8", { fatal: false }).decode(bytes);
}
