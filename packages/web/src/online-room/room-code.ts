/** Crockford base32 as the server writes room codes (no I, L, O, U). */
const ALPHABET = /^[0-9ABCDEFGHJKMNPQRSTVWXYZ]{16}$/;

/** A typed or pasted room code (case, dashes and spaces ignored; a whole join link works too), or null. */
export function normalizeRoomCode(input: string): string | null {
  const text = input.trim();
  const fromLink = /[?&]room=([^&#\s]+)/.exec(text);
  const raw = decodeURIComponent(fromLink ? (fromLink[1] ?? "") : text);
  const code = raw.replace(/[\s-]/g, "").toUpperCase();
  return ALPHABET.test(code) ? code : null;
}

/** The code as people read it aloud: XXXX-XXXX-XXXX-XXXX. */
export function formatRoomCode(code: string): string {
  return code.match(/.{1,4}/g)?.join("-") ?? code;
}

/** The table page of a room; opening it without a seat offers to join. */
export function roomPath(code: string): string {
  return `/zurvivors/play?room=${encodeURIComponent(code)}`;
}
