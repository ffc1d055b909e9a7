import type { Json } from "./contract.ts";

/** Where a secret value was found in a view. */
export interface SecretFound {
  readonly secret: Json;
  /** JSON path of the value, e.g. `$.hands.p2[0]`; a secret used as a key is reported as `$.hands{key}`. */
  readonly path: string;
}

/** JSON text with object keys sorted, so two equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "undefined";
}

/**
 * Every place in `view` (any JSON) holding a value equal to one of `secrets`, including object keys equal
 * to a string secret. Comparison is by value, not by substring: "card-1" does not match "card-10".
 */
export function findSecrets(view: unknown, secrets: readonly Json[]): SecretFound[] {
  const wanted = new Map(secrets.map((s) => [canonical(s), s]));
  const found: SecretFound[] = [];
  const visit = (value: unknown, path: string): void => {
    const hit = wanted.get(canonical(value));
    if (hit !== undefined) found.push({ secret: hit, path });
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) visit(item, `${path}[${i}]`);
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        const keyHit = wanted.get(JSON.stringify(key));
        if (keyHit !== undefined) found.push({ secret: keyHit, path: `${path}{${key}}` });
        visit(item, `${path}.${key}`);
      }
    }
  };
  visit(view, "$");
  return found;
}

/** For tests: throws an error naming each secret and where it leaked, if `view` holds any of `secrets`. */
export function assertNoSecrets(view: unknown, secrets: readonly Json[], label = "view"): void {
  const found = findSecrets(view, secrets);
  if (found.length > 0) {
    const where = found.map((f) => `${JSON.stringify(f.secret)} at ${f.path}`).join("; ");
    throw new Error(`${label} leaks ${found.length} secret value(s): ${where}`);
  }
}
