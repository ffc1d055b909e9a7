// The newest file under a path: what decides whether a build (the web app, a Node bundle) is older than its
// sources.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** The newest modification time under `path` (a file or a folder, node_modules and dot files skipped). */
export function newestUnder(path) {
  if (!existsSync(path)) return { mtime: 0, file: null };
  const stat = statSync(path);
  if (!stat.isDirectory()) return { mtime: stat.mtimeMs, file: path };
  let best = { mtime: 0, file: null };
  for (const name of readdirSync(path)) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    const found = newestUnder(join(path, name));
    if (found.mtime > best.mtime) best = found;
  }
  return best;
}
