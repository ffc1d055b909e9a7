import type { Json } from "@horda/table";

/** The view one viewer was last sent (whole in a picture, or as changes in an update). */
type Sent = Readonly<Record<string, unknown>>;

/**
 * An update's view changes as JSON texts (docs/protocol.md): `text` the fields sent whole, `itemsText` the
 * changed entries of array fields (`{"survivors":{"2":{...}}}`, "" when none), `goneText` the fields the view
 * no longer has (`["combat"]`, "" when none).
 */
export interface ViewPart {
  readonly text: string;
  readonly itemsText: string;
  readonly goneText: string;
}

/**
 * The JSON text of each object sent (a field or a list entry), made once: game states are never changed in
 * place (undo keeps old ones), every viewer's view of a state holds the same field objects, and the next
 * states share the parts that did not change, so each is serialised once, whichever viewer it goes to. It
 * serves every room of the process: rooms with the same config share its objects (the catalogues of a
 * Zombicide view, storage/kysely-storage.ts), whose text is then made once for all of them.
 */
const TEXTS = new WeakMap<object, string>();

/** What a field changing from `old` to `value` adds to an update (ViewDelta.next): "" for nothing. */
interface Outcome {
  readonly old: unknown;
  readonly value: unknown;
  /** `"key":json`, the field sent whole. */
  readonly whole: string;
  /** `"key":{"index":json,...}`, its changed entries. */
  readonly items: string;
}

/** An array field is sent entry by entry when its changed entries take at most this share of its text. */
const ITEMS_SHARE = 0.5;

/**
 * The view each viewer was last sent, so the next update carries only what changed: the top-level fields
 * whose JSON changed, or, for an array field that kept its length, only its entries that changed; fields that
 * went away are named in `gone`, and clients keep every other field they have. That is safe because a client
 * applies an update only on the picture of the seq just before it (else it asks for a resync, which carries
 * the whole view). Fields that never change (HostedGame.staticView) are left out.
 */
export class ViewDelta {
  /** Each viewer's last view, with how many of its fields are defined (next: no field went away when all are kept). */
  private readonly last = new Map<string, { readonly fields: Sent; readonly defined: number }>();
  private readonly staticKeys: ReadonlySet<string>;
  /** The last outcome of each field, by name (next). */
  private readonly outcomes = new Map<string, Outcome>();
  /** The last update's outcomes and the ViewPart made of them (next). */
  private previous: { outcomes: readonly Outcome[]; gone: string; part: ViewPart } | null = null;
  /**
   * The last call's views: the next viewer who had the same view object and gets the same one (a game whose
   * viewers share one view per state, HostedGame.sharedView) gets the same ViewPart without a look at a field.
   */
  private lastPair: { before: Sent; fields: Sent; defined: number; part: ViewPart } | null = null;
  /** Field names as JSON strings, made once. */
  private readonly quoted = new Map<string, string>();

  constructor(staticKeys: readonly string[]) {
    this.staticKeys = new Set(staticKeys);
  }

  /** A picture (welcome, resync) sent `viewer` this whole view: the next update is made against it. */
  sent(viewer: string, view: Json): void {
    if (view === null || typeof view !== "object" || Array.isArray(view)) this.last.delete(viewer);
    else {
      const fields = view as Sent;
      let defined = 0;
      for (const key in fields) if (fields[key] !== undefined) defined++;
      this.last.set(viewer, { fields, defined });
    }
  }

  /**
   * `sent` for a picture, and the view's JSON text (the same value `JSON.stringify(view)` gives), made of
   * each field's text: a field object every viewer shares (the catalogs and the board of a Zombicide view)
   * is serialised once, so the pictures of a room's viewers (their welcomes) cost little more than one.
   */
  picture(viewer: string, view: Json): string {
    this.sent(viewer, view);
    if (view === null || typeof view !== "object" || Array.isArray(view)) return JSON.stringify(view);
    let out = "";
    const fields = view as Sent;
    for (const key in fields) {
      const value = fields[key];
      if (value === undefined || typeof value === "function" || typeof value === "symbol") continue;
      out += `${out === "" ? "" : ","}${this.quote(key)}:${this.textOf(value)}`;
    }
    return `{${out}}`;
  }

  /**
   * The update's view changes for `viewer`, as JSON texts. What a field contributes depends only on the
   * object the viewer had and the one it gets, and the viewers of one step mostly have and get the same
   * ones: the last outcome of each field is kept and reused for the next viewer with the same pair, and a
   * viewer whose every outcome is the previous viewer's gets the previous viewer's very ViewPart (so the
   * room sees at once that their updates are the same).
   */
  next(viewer: string, view: Json): ViewPart {
    if (view === null || typeof view !== "object" || Array.isArray(view)) {
      this.last.delete(viewer);
      return { text: JSON.stringify(view), itemsText: "", goneText: "" };
    }
    const last = this.last.get(viewer);
    const before = last?.fields;
    const fields = view as Sent;
    const pair = this.lastPair;
    if (pair !== null && before !== undefined && pair.before === before && pair.fields === fields) {
      this.last.set(viewer, { fields, defined: pair.defined });
      return pair.part;
    }
    const outcomes: Outcome[] = [];
    // Defined fields of the view, and how many of them the viewer's last view had defined too.
    let defined = 0;
    let kept = 0;
    for (const key in fields) {
      const value = fields[key];
      if (value === undefined) continue;
      defined++;
      const old = before?.[key];
      if (old !== undefined) kept++;
      // The same object as the viewer has: the same JSON, left out without being looked at.
      if ((before !== undefined && old === value) || this.staticKeys.has(key)) continue;
      let known = this.outcomes.get(key);
      if (known === undefined || known.old !== old || known.value !== value) {
        known = { old, value, ...this.outcome(key, old, value) };
        this.outcomes.set(key, known);
      }
      if (known.whole !== "" || known.items !== "") outcomes.push(known);
    }
    let gone = "";
    // Every field the viewer had is still there unless fewer of them were kept than it had.
    if (before !== undefined && kept < (last?.defined ?? 0))
      for (const key in before)
        if (before[key] !== undefined && fields[key] === undefined && !this.staticKeys.has(key))
          gone += `${gone === "" ? "" : ","}${this.quote(key)}`;
    this.last.set(viewer, { fields, defined });
    const part = this.partOf(outcomes, gone);
    this.lastPair = before === undefined ? null : { before, fields, defined, part };
    return part;
  }

  /** The ViewPart of these outcomes: the previous update's very object when they are the same. */
  private partOf(outcomes: readonly Outcome[], gone: string): ViewPart {
    const previous = this.previous;
    if (
      previous !== null &&
      previous.gone === gone &&
      previous.outcomes.length === outcomes.length &&
      previous.outcomes.every((o, i) => o === outcomes[i])
    )
      return previous.part;
    const whole = outcomes.filter((o) => o.whole !== "").map((o) => o.whole);
    const items = outcomes.filter((o) => o.items !== "").map((o) => o.items);
    const part = {
      text: `{${whole.join(",")}}`,
      itemsText: items.length === 0 ? "" : `{${items.join(",")}}`,
      goneText: gone === "" ? "" : `[${gone}]`,
    };
    this.previous = { outcomes, gone, part };
    return part;
  }

  /** What one field changing from `old` to `value` adds to an update: its whole text, its changed entries, or nothing. */
  private outcome(key: string, old: unknown, value: unknown): { whole: string; items: string } {
    if (Array.isArray(old) && Array.isArray(value) && old.length === value.length)
      return this.listOutcome(key, old, value);
    const text = this.textOf(value);
    if (old !== undefined && this.textOf(old) === text) return { whole: "", items: "" };
    return { whole: `${this.quote(key)}:${text}`, items: "" };
  }

  /**
   * A list that kept its length: its entries whose JSON changed as `"index":json` pairs, or the whole list
   * when they would take more than ITEMS_SHARE of its text. Entry by entry, from each entry's text (made once
   * per object), so the whole list is serialised only when it is sent whole.
   */
  private listOutcome(
    key: string,
    was: readonly unknown[],
    now: readonly unknown[],
  ): { whole: string; items: string } {
    let out = "";
    // The list's JSON length: its brackets, its commas and its entries' texts.
    let length = 1;
    for (let i = 0; i < now.length; i++) {
      const text = this.textOf(now[i]);
      length += text.length + 1;
      if (was[i] === now[i] || text === this.textOf(was[i])) continue;
      out += `${out === "" ? "" : ","}"${i}":${text}`;
    }
    if (out === "") return { whole: "", items: "" };
    if (out.length <= length * ITEMS_SHARE) return { whole: "", items: `${this.quote(key)}:{${out}}` };
    return { whole: `${this.quote(key)}:${this.textOf(now)}`, items: "" };
  }

  private quote(key: string): string {
    let q = this.quoted.get(key);
    if (q === undefined) {
      q = JSON.stringify(key);
      this.quoted.set(key, q);
    }
    return q;
  }

  /**
   * A value's JSON text, made once per object. A list's text is made of its entries' texts: the entries a
   * state kept from the one before (most zombies, most survivors) are not serialised again.
   */
  private textOf(value: unknown): string {
    if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
    let text = TEXTS.get(value);
    if (text === undefined) {
      if (Array.isArray(value)) {
        text = "[";
        for (let i = 0; i < value.length; i++) text += `${i === 0 ? "" : ","}${this.textOf(value[i])}`;
        text += "]";
      } else text = JSON.stringify(value);
      TEXTS.set(value, text);
    }
    return text;
  }
}
