/** Open WebSockets per client address, so one address cannot hold an unbounded number of sockets. */
export class AddressCounts {
  private readonly counts = new Map<string, number>();

  constructor(private readonly max: number) {}

  full(address: string): boolean {
    return (this.counts.get(address) ?? 0) >= this.max;
  }

  add(address: string): void {
    this.counts.set(address, (this.counts.get(address) ?? 0) + 1);
  }

  remove(address: string): void {
    const n = (this.counts.get(address) ?? 0) - 1;
    if (n <= 0) this.counts.delete(address);
    else this.counts.set(address, n);
  }

  size(): number {
    return this.counts.size;
  }
}
