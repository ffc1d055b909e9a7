import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** Crockford base32 without look-alike letters: codes can be read aloud and typed. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A room code: 80 random bits from node:crypto, as 16 base32 characters (shown as XXXX-XXXX-XXXX-XXXX). */
export function newRoomCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= 0xff;
  }
  return out;
}

/** Accepts a code typed by a person: case, dashes and spaces do not matter. */
export function normalizeRoomCode(raw: string): string | null {
  const code = raw.toUpperCase().replace(/[\s-]/g, "");
  return /^[0-9A-HJKMNP-TV-Z]{16}$/.test(code) ? code : null;
}

/** A secret bearer token (seat, host, client): 256 random bits, base64url. */
export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** Secrets are stored only as their SHA-256, so a leaked database hands out no seat. */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** Constant-time check of a presented secret's hash (hashed where it arrived) against a stored hash. */
export function hashMatches(presented: string | null | undefined, hash: string | null | undefined): boolean {
  if (!presented || !hash) return false;
  const a = Buffer.from(presented, "hex");
  const b = Buffer.from(hash, "hex");
  return a.length === 32 && a.length === b.length && timingSafeEqual(a, b);
}

/** Constant-time check of a presented secret against a stored hash. */
export function secretMatches(secret: string | undefined, hash: string | null | undefined): boolean {
  if (!secret || !hash) return false;
  const a = Buffer.from(hashSecret(secret), "hex");
  const b = Buffer.from(hash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
