import { type EventFieldKind, type EventFieldPhrase, moduleOfEvent } from "@horda/zombicide";
import { fieldsOf } from "../actions/command-words.ts";
import { moduleNamespace } from "../i18n/module-words.ts";
import type { Words } from "../words/words.ts";

type Types = Readonly<Record<string, string>>;
/** Where a field is read: the module's namespace and the field's name (a `word` reads the module's own words). */
type At = { readonly ns: string; readonly field: string };

const ids = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

/** How each kind of event field reads (kernel/module.ts `EventFieldKind`). */
const READ: Readonly<Record<EventFieldKind, (w: Words, v: unknown, types: Types, at: At) => string>> = {
  survivor: (w, v) => w.survivor(String(v ?? "")),
  survivors: (w, v) => w.list(ids(v).map(w.survivor)),
  skill: (w, v) => w.skill(String(v ?? "")),
  card: (w, v) => w.card(String(v ?? "")),
  cards: (w, v) => w.list(ids(v).map(w.card)),
  car: (w, v) => w.car(String(v ?? "")),
  box: (w, v) => w.box(String(v ?? "")),
  zombies: (w, v, types) => w.zombies(ids(v), types),
  // A zombie type's name without a count ("Walker").
  zombieType: (w, v) => w.zombieType(String(v ?? ""), 1).replace(/^1\s*(×\s*)?/, ""),
  // One card id or a list of them ("041" reads "#041").
  zombieCards: (w, v) => w.list((typeof v === "string" && v ? [v] : ids(v)).map((c) => `#${c}`)),
  list: (w, v) => w.list(ids(v)),
  dice: (_w, v) => ids(v).join(" "),
  word: (w, v, _types, at) =>
    w.t(`word.${at.field}_${String(v)}`, { ns: at.ns, defaultValue: String(v ?? "") }),
};

/** Whether a field has a value to tell: not absent, null, "" or an empty list. */
const present = (v: unknown) =>
  v !== undefined && v !== null && v !== "" && !(Array.isArray(v) && v.length === 0);

/** One field in words: read as its kind says; a phrase's field only when present, inside the phrase's words. */
function readField(
  w: Words,
  spec: EventFieldKind | EventFieldPhrase,
  v: unknown,
  types: Types,
  at: At,
): string {
  if (typeof spec === "string") return READ[spec](w, v, types, at);
  if (!present(v)) return "";
  return w.t(spec.phrase, { ns: at.ns, [at.field]: READ[spec.read](w, v, types, at) });
}

/**
 * An event a rule module brings, in its module's words (`event.<Type>` in the module's namespace), with its
 * fields read as the module declares; null for a core event.
 */
export function formatModuleEvent(w: Words, e: { readonly type: string }, types: Types): string | null {
  const found = moduleOfEvent(e.type);
  if (!found) return null;
  const { module, reading } = found;
  const ns = moduleNamespace(module.id);
  const fields = e as unknown as Record<string, unknown>;
  const read = Object.fromEntries(
    Object.entries(reading.fields ?? {}).map(([field, spec]) => [
      field,
      readField(w, spec, fields[field], types, { ns, field }),
    ]),
  );
  const counted = reading.count === undefined ? undefined : fields[reading.count];
  const chosen = reading.variant === undefined ? undefined : fields[reading.variant];
  const context =
    reading.variant === undefined
      ? undefined
      : reading.variantBy === "presence"
        ? present(chosen)
          ? "some"
          : "none"
        : String(chosen);
  return w.t(`event.${e.type}`, {
    ...fields,
    ...read,
    ...(reading.count === undefined
      ? {}
      : { count: Array.isArray(counted) ? counted.length : Number(counted) || 0 }),
    ...(context === undefined ? {} : { context }),
    ns,
    defaultValue: w.t("event.generic", { type: e.type, fields: fieldsOf(e) }),
  });
}
