import { InvalidArgumentError } from "commander";

/** A whole-number option parser with bounds, for commander. */
export function int(min: number, max: number) {
  return (value: string): number => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min || n > max)
      throw new InvalidArgumentError(`expected a whole number from ${min} to ${max}`);
    return n;
  };
}
