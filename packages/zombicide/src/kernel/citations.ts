import type { Profile } from "./profile.ts";

export type { ProfileBook } from "./profile.ts";

const CORE = "core-2e §";

/**
 * A rule citation as the profile's book says it: a core (2E) citation becomes the book's own; a citation of the
 * book, of a module or of a mission stays as it is. Without a book of its own, the profile cites the core book.
 */
export function citeRule(profile: Profile, rule: string): string {
  const book = profile.book;
  if (!book || !rule.startsWith(CORE)) return rule;
  let best = "";
  for (const start of Object.keys(book.cites))
    if (start.length > best.length && rule.startsWith(start)) best = start;
  if (best) return book.cites[best] as string;
  return `${book.otherwise} ${rule.replace(/\s*\(\?\)/g, "")}`;
}

/** Events' and records' `rule` fields cited as the profile's book says (the same object when none changes). */
export function citeRules<T>(profile: Profile, items: readonly T[]): readonly T[] {
  if (!profile.book) return items;
  let changed = false;
  const out = items.map((item) => {
    const rule = (item as { rule?: unknown }).rule;
    if (typeof rule !== "string") return item;
    const cited = citeRule(profile, rule);
    if (cited === rule) return item;
    changed = true;
    return { ...item, rule: cited };
  });
  return changed ? out : items;
}
