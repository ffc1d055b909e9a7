// Per-zone numbers as plain arrays of doubles: a small typed array costs about ten times as much to make
// (its buffer lives outside V8's young generation), and the bot makes several per decision.
const zeroRows = new Map<number, readonly number[]>();
const nanRows = new Map<number, readonly number[]>();

function row(rows: Map<number, readonly number[]>, n: number, value: number): number[] {
  let t = rows.get(n);
  if (!t) {
    // Filled with a fraction first so that the elements are doubles from the start.
    t = new Array<number>(n).fill(0.5).fill(value);
    rows.set(n, t);
  }
  return t.slice();
}

/** A new array of `n` zeros. */
export function zeros(n: number): number[] {
  return row(zeroRows, n, 0);
}

/** A new array of `n` NaNs (values not worked out yet). */
export function nans(n: number): number[] {
  return row(nanRows, n, Number.NaN);
}
