import type { ViewChanges } from "./wire.ts";

/**
 * The whole view after an update (docs/protocol.md), from the view of the picture before it: the fields the
 * update sends whole, the changed entries of array fields, the fields gone dropped, the rest kept as they
 * were (the same objects, so a client redraws only what changed). An update's `view` is partial: never
 * draw from it alone.
 */
export function applyViewChanges<V>(before: V, update: { readonly view: unknown } & ViewChanges): V {
  const was = before as Readonly<Record<string, unknown>>;
  const sent = update.view as Readonly<Record<string, unknown>>;
  const out: Record<string, unknown> = { ...was, ...sent };
  for (const key of update.gone ?? []) delete out[key];
  for (const [key, entries] of Object.entries(update.items ?? {})) {
    const list = was[key];
    if (!Array.isArray(list)) throw new Error(`update changes entries of "${key}", which is not a list here`);
    const copy = [...list];
    for (const [index, entry] of Object.entries(entries)) copy[Number(index)] = entry;
    out[key] = copy;
  }
  return out as V;
}
