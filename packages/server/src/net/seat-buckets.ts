import { TokenBucket } from "../security/rate-limit.ts";

/**
 * One rate-limit bucket per seat of a room on this process, shared by every connection that seat opens:
 * a seat token used from many sockets still sends at most `perSecond` messages a second in all.
 */
export class SeatBuckets {
  private readonly buckets = new Map<string, { bucket: TokenBucket; users: number }>();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly floodAfter: number,
  ) {}

  /** The seat's bucket; call `release` with the same key when the connection closes. */
  acquire(room: string, seat: string): { key: string; bucket: TokenBucket } {
    const key = `${room}\u0000${seat}`;
    let entry = this.buckets.get(key);
    if (!entry) {
      entry = { bucket: new TokenBucket(this.perSecond, this.burst, this.floodAfter), users: 0 };
      this.buckets.set(key, entry);
    }
    entry.users++;
    return { key, bucket: entry.bucket };
  }

  release(key: string): void {
    const entry = this.buckets.get(key);
    if (!entry) return;
    entry.users--;
    if (entry.users <= 0) this.buckets.delete(key);
  }

  size(): number {
    return this.buckets.size;
  }
}
