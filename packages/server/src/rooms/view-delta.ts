import type { Json } from "@horda/table";

/** What one viewer's last update said: the view it was made from, and the JSON text of each field it holds. */
interface Sent {
  readonly view: Readonly<Record<string, unknown>>;
  readonly texts: Map<string, string>;
}

/** An update's view: its JSON text, the fields it leaves out, and those as JSON text (`omittedText`). */
export interface ViewPart {
  readonly text: string;
  readonly omitted: readonly string[];
  readonly omittedText: string;
}

/**
 * What each viewer's last update said, field by field, so the next update carries only the top-level view
 * fields whose JSON changed and lists the others in `omitted`: clients keep theirs. That is safe because a
 * client applies an update only on the picture of the seq just before it (else it asks for a resync, which
 * carries the whole view). Fields that never change (HostedGame.staticView) are always left out.
 */
export class ViewDelta {
  private readonly last = new Map<string, Sent>();
  /**
   * The last text made for each field, whichever viewer it went to: every viewer's view of a state holds the
   * same field objects, so a changed field is serialised once per update, not once per viewer.
   */
  private readonly latest = new Map<string, { readonly value: unknown; readonly text: string }>();
  private readonly staticKeys: ReadonlySet<string>;
  /** Field names as JSON strings, made once. */
  private readonly quoted = new Map<string, string>();

  constructor(staticKeys: readonly string[]) {
    this.staticKeys = new Set(staticKeys);
  }

  /** The update's view as JSON text, and the fields it leaves out. */
  next(viewer: string, view: Json): ViewPart {
    if (view === null || typeof view !== "object" || Array.isArray(view)) {
      this.last.delete(viewer);
      return { text: JSON.stringify(view), omitted: [], omittedText: "[]" };
    }
    const before = this.last.get(viewer);
    // Game states are never changed in place (undo keeps old ones): a field holding the same object as in
    // this viewer's last update has the same text, and is left out without being looked at.
    const texts = before?.texts ?? new Map<string, string>();
    const parts: string[] = [];
    const omitted: string[] = [];
    let omittedText = "";
    let held = 0;
    const fields = view as Readonly<Record<string, unknown>>;
    for (const key in fields) {
      const value = fields[key];
      if (value === undefined) continue;
      const quoted = this.quote(key);
      if (this.staticKeys.has(key)) {
        omitted.push(key);
        omittedText += omittedText === "" ? quoted : `,${quoted}`;
        continue;
      }
      held++;
      if (before !== undefined && before.view[key] === value && texts.has(key)) {
        omitted.push(key);
        omittedText += omittedText === "" ? quoted : `,${quoted}`;
        continue;
      }
      const text = this.textOf(key, value);
      if (texts.get(key) === text) {
        omitted.push(key);
        omittedText += omittedText === "" ? quoted : `,${quoted}`;
        continue;
      }
      texts.set(key, text);
      parts.push(`${quoted}:${text}`);
    }
    // A field that went away must not count as held if it comes back with its old text.
    if (texts.size !== held)
      for (const key of [...texts.keys()]) if (fields[key] === undefined) texts.delete(key);
    this.last.set(viewer, { view: fields, texts });
    return { text: `{${parts.join(",")}}`, omitted, omittedText: `[${omittedText}]` };
  }

  private quote(key: string): string {
    let q = this.quoted.get(key);
    if (q === undefined) {
      q = JSON.stringify(key);
      this.quoted.set(key, q);
    }
    return q;
  }

  private textOf(key: string, value: unknown): string {
    if (value === null || typeof value !== "object") return JSON.stringify(value);
    const known = this.latest.get(key);
    if (known?.value === value) return known.text;
    const text = JSON.stringify(value);
    this.latest.set(key, { value, text });
    return text;
  }
}
