// Whether packages/web/dist must be built again: it is missing, or a file it is built from (the web app's
// sources, the packages and content it bundles) changed after it was built. `npm start` asks this, so a
// `git pull` never serves a stale app.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** What the web build reads, relative to the repository root. */
export const WEB_BUILD_INPUTS = [
  "packages/web/src",
  "packages/web/index.html",
  "packages/web/vite.config.ts",
  "packages/web/package.json",
  "packages/table/src",
  "packages/zombicide/src",
  "packages/zurvivors/src",
  "packages/content/src",
  "packages/bots/src",
  "content",
  "packages/zombicide/scenarios/maps",
  "package-lock.json",
];

/** The newest modification time under `path` (a file or a folder, node_modules skipped), and which file. */
function newest(path) {
  if (!existsSync(path)) return { mtime: 0, file: null };
  const stat = statSync(path);
  if (!stat.isDirectory()) return { mtime: stat.mtimeMs, file: path };
  let best = { mtime: 0, file: null };
  for (const name of readdirSync(path)) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    const found = newest(join(path, name));
    if (found.mtime > best.mtime) best = found;
  }
  return best;
}

/** Null if the build is up to date, otherwise why it is not ("never built", or the newer source). */
export function webBuildStale(root = ".") {
  const index = join(root, "packages/web/dist/index.html");
  if (!existsSync(index)) return "the web app was never built";
  const built = statSync(index).mtimeMs;
  for (const input of WEB_BUILD_INPUTS) {
    const found = newest(join(root, input));
    if (found.mtime > built) return `${found.file} changed after the last build`;
  }
  return null;
}
