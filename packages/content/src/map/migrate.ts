/**
 * Upgrades an older saved file, one version at a time, to the current schema id. Each migration takes the
 * JSON of version N and returns the JSON of version N+1. A file whose schema id is unknown is left as it is,
 * and the schema check then says what is wrong with it.
 */
export type Migration = (old: Record<string, unknown>) => Record<string, unknown>;

export function migrate(
  raw: unknown,
  family: string,
  current: number,
  migrations: Readonly<Record<number, Migration>>,
): { value: unknown; from: number | null } {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return { value: raw, from: null };
  let doc = raw as Record<string, unknown>;
  const m = typeof doc.schema === "string" ? new RegExp(`^${family}/(\\d+)$`).exec(doc.schema) : null;
  if (!m) return { value: raw, from: null };
  const from = Number(m[1]);
  for (let v = from; v < current; v++) {
    const step = migrations[v];
    if (!step) return { value: doc, from };
    doc = { ...step(doc), schema: `${family}/${v + 1}` };
  }
  return { value: doc, from };
}
