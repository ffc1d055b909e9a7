import { type EventFieldKind, moduleOfEvent } from "@horda/zombicide";
import { fieldsOf } from "../actions/command-words.ts";
import { moduleNamespace } from "../i18n/module-words.ts";
import type { Words } from "../words/words.ts";

type Types = Readonly<Record<string, string>>;

const ids = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

/** How each kind of event field reads (kernel/module.ts `EventFieldKind`). */
const READ: Readonly<Record<EventFieldKind, (w: Words, v: unknown, types: Types) => string>> = {
  survivor: (w, v) => w.survivor(String(v ?? "")),
  survivors: (w, v) => w.list(ids(v).map(w.survivor)),
  skill: (w, v) => w.skill(String(v ?? "")),
  card: (w, v) => w.card(String(v ?? "")),
  cards: (w, v) => w.list(ids(v).map(w.card)),
  zombies: (w, v, types) => w.zombies(ids(v), types),
  zombieCards: (w, v) => w.list(ids(v).map((c) => `#${c}`)),
  list: (w, v) => w.list(ids(v)),
  dice: (_w, v) => ids(v).join(" "),
};

/**
 * An event a rule module brings, in its module's words (`event.<Type>` in the module's namespace), with its
 * fields read as the module declares; null for a core event.
 */
export function formatModuleEvent(w: Words, e: { readonly type: string }, types: Types): string | null {
  const found = moduleOfEvent(e.type);
  if (!found) return null;
  const { module, reading } = found;
  const fields = e as unknown as Record<string, unknown>;
  const read = Object.fromEntries(
    Object.entries(reading.fields ?? {}).map(([f, kind]) => [f, READ[kind](w, fields[f], types)]),
  );
  const counted = reading.count === undefined ? undefined : fields[reading.count];
  return w.t(`event.${e.type}`, {
    ...fields,
    ...read,
    ...(counted === undefined
      ? {}
      : { count: Array.isArray(counted) ? counted.length : Number(counted) || 0 }),
    ...(reading.variant === undefined ? {} : { context: String(fields[reading.variant]) }),
    ns: moduleNamespace(module.id),
    defaultValue: w.t("event.generic", { type: e.type, fields: fieldsOf(e) }),
  });
}
