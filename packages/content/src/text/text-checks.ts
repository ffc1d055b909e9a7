import { z } from "zod";

// The checks every text people type goes through before anyone else sees it: the mission editor runs them
// on an import (packages/web/src/editor/io/import-mission.ts) and the server on names, saves and documents
// (packages/server), so the server never stores what the editor refuses.

const MARKUP = /<\s*\/?\s*[a-z!]|javascript:/i;
/** Keys that could pollute prototypes when a parsed object is used as a map. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

export const PLAIN_TEXT_MESSAGE = "text may not contain markup, scripts or control characters";

/** True when a string holds a control character other than tab, newline and carriage return. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 32 && c !== 9 && c !== 10 && c !== 13) return true;
  }
  return false;
}

/** Whether a text shown to people is plain: no markup, no script links, no control characters. */
export function isPlainText(text: string): boolean {
  return !MARKUP.test(text) && !hasControl(text);
}

/** A person's or a save's name: plain text of 1 to `max` characters. */
export const plainName = (max: number) =>
  z.string().min(1).max(max).refine(isPlainText, { message: PLAIN_TEXT_MESSAGE });

/** One refused key or text of a parsed JSON value, by JSON path (`$.briefing.en`, `$.rules[2].text`). */
export interface TextProblem {
  readonly path: string;
  readonly message: string;
}

/**
 * Every forbidden key and every text that is not plain in a parsed JSON value (a mission, a document),
 * depth first, at most `limit` of them.
 */
export function textProblems(value: unknown, limit = 20): TextProblem[] {
  const out: TextProblem[] = [];
  const visit = (v: unknown, path: string): void => {
    if (out.length >= limit) return;
    if (typeof v === "string") {
      if (!isPlainText(v)) out.push({ path, message: PLAIN_TEXT_MESSAGE });
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) visit(v[i], `${path}[${i}]`);
    } else if (v !== null && typeof v === "object") {
      for (const key of Object.keys(v)) {
        if (FORBIDDEN_KEYS.has(key) && out.length < limit)
          out.push({ path, message: `the key "${key}" is not allowed` });
        visit((v as Record<string, unknown>)[key], `${path}.${key}`);
      }
    }
  };
  visit(value, "$");
  return out;
}

/** Deepest nesting of [ and { outside strings, found without parsing (so hostile depth never reaches JSON.parse). */
export function nestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth++;
      if (depth > max) max = depth;
    } else if (c === 125 || c === 93) depth--;
  }
  return max;
}
