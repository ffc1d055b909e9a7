import type { Redis } from "ioredis";

const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * Room ownership in Redis: a key per room holding the owner's id, set with `SET NX PX` and renewed
 * (only by its holder) well before it expires. A dead owner stops renewing and the key expires.
 */
export class Leases {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly owner: string,
    readonly ms: number,
  ) {}

  key(code: string): string {
    return `${this.prefix}:lease:${code}`;
  }

  async acquire(code: string): Promise<boolean> {
    return (await this.redis.set(this.key(code), this.owner, "PX", this.ms, "NX")) === "OK";
  }

  /** Renews every lease in `codes`; returns the ones this process no longer holds. */
  async renew(codes: readonly string[]): Promise<string[]> {
    if (codes.length === 0) return [];
    const pipe = this.redis.pipeline();
    for (const code of codes) pipe.eval(RENEW, 1, this.key(code), this.owner, String(this.ms));
    const results = (await pipe.exec()) ?? [];
    return codes.filter((_, i) => results[i]?.[0] || results[i]?.[1] !== 1);
  }

  /** The process holding the room's lease now, or null if nobody does. */
  async holder(code: string): Promise<string | null> {
    return this.redis.get(this.key(code));
  }

  /** Of `codes`, the ones nobody holds. */
  async vacant(codes: readonly string[]): Promise<string[]> {
    if (codes.length === 0) return [];
    const pipe = this.redis.pipeline();
    for (const code of codes) pipe.exists(this.key(code));
    const results = (await pipe.exec()) ?? [];
    return codes.filter((_, i) => !results[i]?.[0] && results[i]?.[1] === 0);
  }

  async release(code: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.key(code), this.owner);
  }
}
