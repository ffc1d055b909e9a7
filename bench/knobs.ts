/**
 * A bench's whole-number setting from the environment (a count of runs or games), `fallback` when unset. A
 * value that is not a whole number of at least `min` stops the bench with a message naming the setting, instead
 * of a run that measures nothing.
 */
export function countFromEnv(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (Number.isInteger(n) && n >= min) return n;
  console.error(`${name} must be a whole number, at least ${min}; got "${raw}"`);
  process.exit(2);
}
