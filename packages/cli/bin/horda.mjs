#!/usr/bin/env node
// The `horda` command. Runs its TypeScript sources bundled into one file (dist/horda.mjs, scripts/node-bundle.mjs),
// built again whenever a source is newer: through tsx every start compiled the whole engine first (about 4 s of
// CPU for `horda --version`), bundled it starts in a fraction of that. When the bundle cannot be built (a source
// that does not compile, no esbuild) or HORDA_CLI_SOURCES=1, the sources run through tsx, which says what is wrong.
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { bundleNode, bundleStale } from "../../../scripts/node-bundle.mjs";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const BUNDLE = "packages/cli/dist/horda.mjs";
/** What the bundle is built from (the npm packages stay outside it). */
const INPUTS = [
  "packages/cli/src",
  "packages/cli/package.json",
  "packages/bots/src",
  "packages/zombicide/src",
  "packages/zurvivors/src",
  "packages/content/src",
  "packages/table/src",
];

async function bundled() {
  if (process.env.HORDA_CLI_SOURCES === "1") return null;
  try {
    const bundle = join(ROOT, BUNDLE);
    return bundleStale(ROOT, bundle, INPUTS)
      ? await bundleNode(ROOT, "packages/cli/src/main.ts", BUNDLE)
      : bundle;
  } catch {
    return null;
  }
}

const bundle = await bundled();
if (bundle) {
  await import(pathToFileURL(bundle).href);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import("../src/main.ts");
}
