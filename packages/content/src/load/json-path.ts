const PLAIN_KEY = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Writes a path of keys and indexes as `$.survivors[3].names["pt-BR"]`. */
export function jsonPath(segments: readonly PropertyKey[]): string {
  let out = "$";
  for (const s of segments) {
    if (typeof s === "number") out += `[${s}]`;
    else if (typeof s === "string" && PLAIN_KEY.test(s)) out += `.${s}`;
    else out += `[${JSON.stringify(String(s))}]`;
  }
  return out;
}
