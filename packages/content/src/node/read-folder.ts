import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { FileRecord } from "../load/file-record.ts";

/** Extensions of the files a pack folder can hold. */
const CONTENT_FILES = /\.(json|tile|ya?ml)$/;

/** Turns an OS path into a record path: relative to `base` when below it, with "/" separators. */
export function recordPath(path: string, base: string): string {
  const rel = relative(base, path);
  const shown = rel === "" || rel.startsWith("..") ? path : rel;
  return shown.split(sep).join("/");
}

/** Reads every content file under a folder (recursively) into records for the pure loader. */
export function readFolderRecords(dir: string, base: string = process.cwd()): FileRecord[] {
  const out: FileRecord[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (CONTENT_FILES.test(name))
        out.push({ path: recordPath(full, base), text: readFileSync(full, "utf8") });
    }
  };
  walk(dir);
  return out;
}
