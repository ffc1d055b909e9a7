/**
 * Partial matching for scenario expectations (docs/scenarios.md, "Matching"): an expected object lists only the
 * fields that matter, at any depth; an expected array matches an array of the same length item by item; three
 * forms loosen arrays: `{ $has: [...] }` (these items, in any order, among others), `{ $unordered: [...] }`
 * (exactly these items, in any order) and `{ $length: n }` (any n items).
 */
export function matches(actual: unknown, want: unknown): boolean {
  if (Array.isArray(want)) {
    return (
      Array.isArray(actual) && actual.length === want.length && want.every((w, i) => matches(actual[i], w))
    );
  }
  if (isObject(want)) {
    if ("$has" in want) return Array.isArray(actual) && distinctMatch(actual, asList(want.$has), false);
    if ("$length" in want) return Array.isArray(actual) && actual.length === want.$length;
    if ("$unordered" in want)
      return Array.isArray(actual) && distinctMatch(actual, asList(want.$unordered), true);
    if (!isObject(actual)) return false;
    return Object.entries(want).every(([k, v]) => matches(actual[k], v));
  }
  return actual === want || (want === null && actual === undefined);
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function asList(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [v];
}

/**
 * Do the wanted items match distinct actual items (all of them when `exact`)? Small lists: a backtracking search,
 * so one loose item never takes the only match of a stricter one.
 */
export function distinctMatch(
  actual: readonly unknown[],
  wanted: readonly unknown[],
  exact: boolean,
): boolean {
  if (exact && actual.length !== wanted.length) return false;
  const used = new Array<boolean>(actual.length).fill(false);
  const place = (i: number): boolean => {
    if (i === wanted.length) return true;
    for (let j = 0; j < actual.length; j++) {
      if (used[j] || !matches(actual[j], wanted[i])) continue;
      used[j] = true;
      if (place(i + 1)) return true;
      used[j] = false;
    }
    return false;
  };
  return place(0);
}

/** Where an expectation first fails to match: the path below the checked value, what is there, what was wanted. */
export function firstMismatch(
  actual: unknown,
  want: unknown,
  path = "",
): { path: string; actual: unknown; want: unknown } | null {
  if (matches(actual, want)) return null;
  if (isObject(want) && isObject(actual) && !("$has" in want || "$unordered" in want || "$length" in want)) {
    for (const [k, v] of Object.entries(want)) {
      const deeper = firstMismatch(actual[k], v, `${path}.${k}`);
      if (deeper) return deeper;
    }
  }
  if (Array.isArray(want) && Array.isArray(actual) && actual.length === want.length) {
    for (const [i, v] of want.entries()) {
      const deeper = firstMismatch(actual[i], v, `${path}[${i}]`);
      if (deeper) return deeper;
    }
  }
  return { path, actual, want };
}
