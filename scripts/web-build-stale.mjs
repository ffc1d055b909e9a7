// Whether packages/web/dist must be built again: it is missing, or a file it is built from (the web app's
// sources, the packages and content it bundles) changed after it was built. `npm start` asks this, so a
// `git pull` never serves a stale app.
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { newestUnder } from "./newest-file.mjs";

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

/** Null if the build is up to date, otherwise why it is not ("never built", or the newer source). */
export function webBuildStale(root = ".") {
  const index = join(root, "packages/web/dist/index.html");
  if (!existsSync(index)) return "the web app was never built";
  const built = statSync(index).mtimeMs;
  for (const input of WEB_BUILD_INPUTS) {
    const found = newestUnder(join(root, input));
    if (found.mtime > built) return `${found.file} changed after the last build`;
  }
  return null;
}
