/** Runs `fn` `runs` times after `warmup` runs and returns the median duration in milliseconds. */
export function medianMs(fn: () => void, runs = 30, warmup = 5): number {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

export function report(name: string, value: number, unit: string): void {
  console.log(`BENCH ${name} ${Number(value.toFixed(3))} ${unit}`);
}
