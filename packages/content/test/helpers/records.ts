import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type FileRecord, formatContentError, loadPacks } from "@horda/content";
import { readFolderRecords } from "@horda/content/node";

export const REPO_ROOT = join(fileURLToPath(import.meta.url), "..", "..", "..", "..", "..");

/** The real core pack as records, with paths like `content/core2e/pack.json`. */
export function coreRecords(): FileRecord[] {
  return readFolderRecords(join(REPO_ROOT, "content", "core2e"), REPO_ROOT);
}

/** Replaces the JSON of one record by what `edit` makes of it. */
// biome-ignore lint/suspicious/noExplicitAny: tests reach into arbitrary JSON to break it
export function editJson(records: FileRecord[], path: string, edit: (data: any) => void): FileRecord[] {
  return records.map((r) => {
    if (r.path !== path) return r;
    const data = JSON.parse(r.text);
    edit(data);
    return { path, text: JSON.stringify(data, null, 2) };
  });
}

export function replaceText(records: FileRecord[], path: string, text: string): FileRecord[] {
  return records.map((r) => (r.path === path ? { path, text } : r));
}

/** The formatted error lines of loading these records ([] when they load). */
export function errorLines(records: readonly FileRecord[]): string[] {
  const result = loadPacks(records);
  return result.ok ? [] : result.error.map(formatContentError);
}
