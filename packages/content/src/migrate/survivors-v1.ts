/**
 * survivors v1 → v2. Version 1 (the draft format) said `"kid": true | false`; version 2 says
 * `"kind": "kid" | "classic"`. Anything else is left as it was for the schema to judge.
 */
export function migrateSurvivorsV1(data: Record<string, unknown>): Record<string, unknown> {
  const survivors = Array.isArray(data.survivors) ? data.survivors.map(migrateSurvivor) : data.survivors;
  return { ...data, survivors };
}

function migrateSurvivor(entry: unknown): unknown {
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) return entry;
  const { kid, ...rest } = entry as Record<string, unknown>;
  if (typeof kid !== "boolean") return entry;
  return { ...rest, kind: kid ? "kid" : "classic" };
}
