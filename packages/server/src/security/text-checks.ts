import { z } from "zod";

// The checks the mission editor runs on every text it imports (packages/web/src/editor/io/import-mission.ts),
// run again here: the server must not store what the editor refuses.
const MARKUP = /<\s*\/?\s*[a-z!]|javascript:/i;
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** True when a string holds a control character other than tab, newline and carriage return. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 32 && c !== 9 && c !== 10 && c !== 13) return true;
  }
  return false;
}

export const PLAIN_TEXT_MESSAGE = "text may not contain markup, scripts or control characters";

/** Whether a text shown to people is plain: no markup, no script links, no control characters. */
export function isPlainText(text: string): boolean {
  return !MARKUP.test(text) && !hasControl(text);
}

/** A person's or a save's name: plain text of 1 to `max` characters. */
export const plainName = (max: number) =>
  z.string().min(1).max(max).refine(isPlainText, { message: PLAIN_TEXT_MESSAGE });

export interface TextProblem {
  readonly path: string;
  readonly message: string;
}

/** Every key that could pollute prototypes and every text with markup in a parsed document, by JSON path. */
export function documentTextProblems(value: unknown, path = "$", out: TextProblem[] = []): TextProblem[] {
  if (out.length >= 20) return out;
  if (typeof value === "string") {
    if (!isPlainText(value)) out.push({ path, message: PLAIN_TEXT_MESSAGE });
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) documentTextProblems(value[i], `${path}[${i}]`, out);
  } else if (value !== null && typeof value === "object") {
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) out.push({ path, message: `the key "${key}" is not allowed` });
      documentTextProblems((value as Record<string, unknown>)[key], `${path}.${key}`, out);
    }
  }
  return out;
}
