/** Every way to share `total` among keys, each key taking at most its cap (small numbers: hits, misses). */
export function distributions(
  total: number,
  caps: Readonly<Record<string, number>>,
): Record<string, number>[] {
  const keys = Object.keys(caps);
  const out: Record<string, number>[] = [];
  const walk = (i: number, left: number, acc: Record<string, number>) => {
    if (out.length >= 200) return;
    if (i === keys.length) {
      if (left === 0) out.push({ ...acc });
      return;
    }
    const key = keys[i] as string;
    for (let n = Math.min(left, caps[key] ?? 0); n >= 0; n--) {
      if (n > 0) acc[key] = n;
      else delete acc[key];
      walk(i + 1, left - n, acc);
    }
    delete acc[key];
  };
  walk(0, total, {});
  return out;
}

/** Checks an answer shares exactly `total` among known keys within their caps; returns why not, or null. */
export function checkShare(
  share: Readonly<Record<string, number>>,
  total: number,
  caps: Readonly<Record<string, number>>,
): string | null {
  let sum = 0;
  for (const [k, n] of Object.entries(share)) {
    if (caps[k] === undefined) return `"${k}" is not one of ${Object.keys(caps).join(", ")}`;
    if (n > (caps[k] as number)) return `"${k}" can take at most ${caps[k]}`;
    sum += n;
  }
  return sum === total ? null : `share exactly ${total}, not ${sum}`;
}
