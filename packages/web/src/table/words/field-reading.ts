import type { EventFieldKind, EventFieldPhrase, EventReading } from "@horda/zombicide";
import type { Words } from "./words.ts";

type Types = Readonly<Record<string, string>>;
/** Where a field is read: the module's namespace and the field's name (a `word` reads the module's own words). */
export type At = { readonly ns: string; readonly field: string };

const ids = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);
const slot = (w: Words, c: unknown) => (typeof c === "string" && c ? w.card(c) : w.t("reading.empty"));
const hands = (w: Words, v: unknown) => {
  const cards = (Array.isArray(v) ? v : []).map((c) => slot(w, c));
  return cards.length === 0 ? w.t("reading.handsEmpty") : w.t("reading.hands", { hands: cards.join(" + ") });
};
const backpack = (w: Words, v: unknown) => {
  const cards = (Array.isArray(v) ? v : []).map((c) => slot(w, c));
  // "mochila vazia": the empty backpack has words of its own (Portuguese agrees the adjective with the noun).
  return cards.length === 0
    ? w.t("reading.backpackEmpty")
    : w.t("reading.backpack", { backpack: cards.join(", ") });
};
/** "2 × Walker, 1 × Runner": a record of counts by key, each key named. */
const shares = (w: Words, v: unknown, name: (k: string) => string) =>
  w.list(
    Object.entries((v ?? {}) as Record<string, number>)
      .filter(([, n]) => n > 0)
      .map(([k, n]) => w.t("reading.times", { count: n, what: name(k) })),
  );
/** A zombie type's name without a count ("Walker"). */
const zombieName = (w: Words, type: string) => w.zombieType(type, 1).replace(/^1\s*(×\s*)?/, "");

/** How each kind of field reads (kernel/module.ts `EventFieldKind`), in events and commands alike. */
const READ: Readonly<Record<EventFieldKind, (w: Words, v: unknown, types: Types, at: At) => string>> = {
  survivor: (w, v) => w.survivor(String(v ?? "")),
  survivors: (w, v) => w.list(ids(v).map(w.survivor)),
  skill: (w, v) => w.skill(String(v ?? "")),
  card: (w, v) => w.card(String(v ?? "")),
  cards: (w, v) => w.list(ids(v).map(w.card)),
  car: (w, v) => w.car(String(v ?? "")),
  box: (w, v) => w.box(String(v ?? "")),
  zombies: (w, v, types) => w.zombies(ids(v), types),
  zombieType: (w, v) => zombieName(w, String(v ?? "")),
  // One card id or a list of them ("041" reads "#041").
  zombieCards: (w, v) => w.list((typeof v === "string" && v ? [v] : ids(v)).map((c) => `#${c}`)),
  list: (w, v) => w.list(ids(v)),
  dice: (_w, v) => ids(v).join(" "),
  position: (_w, v) => (typeof v === "number" ? String(v + 1) : ""),
  word: (w, v, _types, at) =>
    w.t(`word.${at.field}_${String(v)}`, { ns: at.ns, defaultValue: String(v ?? "") }),
  path: (_w, v) => ids(v).join(" → "),
  // A card's name; an id no card has is a skill standing for one (Break-in opens a door).
  tool: (w, v) => {
    const id = String(v ?? "");
    const card = w.card(id);
    return card === id ? w.skill(id) : card;
  },
  hands: (w, v) => hands(w, v),
  backpack: (w, v) => backpack(w, v),
  layout: (w, v) => {
    if (typeof v !== "object" || v === null) return "";
    const l = v as { hands?: unknown; backpack?: unknown; body?: unknown };
    // The Body slot (a profile with one) is told only when the layout names it.
    const body = l.body === undefined ? "" : `; ${w.t("reading.body", { body: slot(w, l.body) })}`;
    return `${hands(w, l.hands)}; ${backpack(w, l.backpack)}${body}`;
  },
  zombieShares: (w, v) => shares(w, v, (k) => zombieName(w, k)),
  survivorShares: (w, v) => shares(w, v, w.survivor),
};

/** Whether a field has a value to tell: not absent, null, "" or an empty list. */
export const present = (v: unknown) =>
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
 * The i18next options that say a record (an event, a command, a decision's options) as a module's reading
 * declares: its fields as they are, the declared ones read by kind, the plural count and the variant's context.
 */
export function readingOptions(
  w: Words,
  reading: EventReading,
  record: Readonly<Record<string, unknown>>,
  ns: string,
  types: Types = {},
): Record<string, unknown> {
  const read = Object.fromEntries(
    Object.entries(reading.fields ?? {}).map(([field, spec]) => [
      field,
      readField(w, spec, record[field], types, { ns, field }),
    ]),
  );
  const counted = reading.count === undefined ? undefined : record[reading.count];
  const chosen = reading.variant === undefined ? undefined : record[reading.variant];
  const context =
    reading.variant === undefined
      ? undefined
      : reading.variantBy === "presence"
        ? present(chosen)
          ? "some"
          : "none"
        : chosen === undefined || chosen === null
          ? undefined
          : String(chosen);
  return {
    ...record,
    ...read,
    ...(reading.count === undefined
      ? {}
      : { count: Array.isArray(counted) ? counted.length : Number(counted) || 0 }),
    ...(context === undefined ? {} : { context }),
    ns,
  };
}
