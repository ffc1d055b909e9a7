/**
 * A token bucket per connection: `burst` messages at once, refilled at `perSecond`. A client that keeps
 * sending while empty (more than `floodAfter` refusals in a row) is flooding and gets disconnected.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;
  private refusedInARow = 0;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly floodAfter: number,
    now = Date.now(),
  ) {
    this.tokens = burst;
    this.last = now;
  }

  take(now = Date.now()): "ok" | "limited" | "flood" {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.refusedInARow = 0;
      return "ok";
    }
    this.refusedInARow += 1;
    return this.refusedInARow > this.floodAfter ? "flood" : "limited";
  }
}
