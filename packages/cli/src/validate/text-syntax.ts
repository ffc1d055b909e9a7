import { formatContentError, parseJsonText } from "@horda/content";
import { parseDocument } from "yaml";

/**
 * YAML syntax errors of a text as `file:line:column: YAML: what`, the way bad JSON in a pack is reported;
 * none when the text is well-formed YAML (its schema is checked after).
 */
export function yamlSyntaxErrors(file: string, text: string): string[] {
  const doc = parseDocument(text);
  return doc.errors.map((e) => {
    const at = e.linePos?.[0];
    const what = e.message.split("\n")[0]?.replace(/ at line \d+, column \d+:?$/, "") ?? e.message;
    return at ? `${file}:${at.line}:${at.col}: YAML: ${what}` : `${file}: YAML: ${what}`;
  });
}

/** The JSON syntax error of a text as `file:line:column: bad JSON: what`, or null when it is valid JSON. */
export function jsonSyntaxError(file: string, text: string): string | null {
  const parsed = parseJsonText(file, text);
  return parsed.ok ? null : parsed.error.map(formatContentError).join("\n");
}
