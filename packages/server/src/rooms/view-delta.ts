import type { Json } from "@horda/table";

interface Sent {
  readonly value: unknown;
  readonly text: string;
}

/**
 * What each viewer's last update said, field by field, so the next update carries only the top-level view
 * fields whose JSON changed and lists the others in `omitted`: clients keep theirs. That is safe because a
 * client applies an update only on the picture of the seq just before it (else it asks for a resync, which
 * carries the whole view). Fields that never change (HostedGame.staticView) are always left out.
 */
export class ViewDelta {
  private readonly last = new Map<string, Map<string, Sent>>();
  /**
   * The last text made for each field, whichever viewer it went to: every viewer's view of a state holds the
   * same field objects, so a changed field is serialised once per update, not once per viewer.
   */
  private readonly latest = new Map<string, Sent>();

  constructor(private readonly staticKeys: readonly string[]) {}

  /** The update's view as JSON text, and the fields it leaves out. */
  next(viewer: string, view: Json): { readonly text: string; readonly omitted: readonly string[] } {
    if (view === null || typeof view !== "object" || Array.isArray(view)) {
      this.last.delete(viewer);
      return { text: JSON.stringify(view), omitted: [] };
    }
    const before = this.last.get(viewer);
    const now = new Map<string, Sent>();
    const parts: string[] = [];
    const omitted: string[] = [];
    for (const [key, value] of Object.entries(view)) {
      if (value === undefined) continue;
      if (this.staticKeys.includes(key)) {
        omitted.push(key);
        continue;
      }
      const prev = before?.get(key);
      // Game states are never changed in place (undo keeps old ones), so the same object has the same text.
      const text = prev && prev.value === value ? prev.text : this.textOf(key, value);
      now.set(key, { value, text });
      if (prev?.text === text) omitted.push(key);
      else parts.push(`${JSON.stringify(key)}:${text}`);
    }
    this.last.set(viewer, now);
    return { text: `{${parts.join(",")}}`, omitted };
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
