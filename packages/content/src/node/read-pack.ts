import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { FileRecord } from "../load/file-record.ts";
import { readFolderRecords } from "./read-folder.ts";

/**
 * Reads a pack folder and, from its sibling folders, every pack it extends (directly or not), so the
 * loader can check references across them. A base pack that is not on disk is left out: the loader
 * then reports it as an unknown pack.
 */
export function readPackWithBases(dir: string, base: string = process.cwd()): FileRecord[] {
  const parent = dirname(dir);
  const seen = new Set<string>();
  const records: FileRecord[] = [];
  const visit = (folder: string) => {
    const name = basename(folder);
    if (seen.has(name)) return;
    seen.add(name);
    records.push(...readFolderRecords(folder, base));
    for (const id of extendsOf(folder)) {
      const sibling = join(parent, id);
      if (existsSync(join(sibling, "pack.json"))) visit(sibling);
    }
  };
  visit(dir);
  return records;
}

/** The `extends` list of a pack.json, read loosely: a malformed file is the loader's to report. */
function extendsOf(folder: string): string[] {
  try {
    const data: unknown = JSON.parse(readFileSync(join(folder, "pack.json"), "utf8"));
    const list = (data as { extends?: unknown }).extends;
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}
