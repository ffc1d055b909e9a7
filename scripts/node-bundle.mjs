// One Node entry point of the workspace as one plain JavaScript file, built by esbuild with the Horda packages
// inside and the npm packages left to Node. The server (server-bundle.mjs) and the `horda` command
// (packages/cli/bin/horda.mjs) run such bundles instead of their TypeScript sources through tsx: tsx compiles
// every module at start-up (the CLI took about 4 s of CPU to print its version, bundled 0.5 s) and with
// esbuild's keepNames, which also slows the code that runs (docs/deploy.md, One process and Capacity). The
// bundle is not minified and names each source in a comment, so a stack trace is read without a source map.
import { existsSync, readFileSync, renameSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { newestUnder } from "./newest-file.mjs";

/**
 * Keeps each source file's own `import.meta.url`: the code finds files next to its sources (the content packs,
 * worker entries), which a bundle would otherwise resolve from its own folder.
 */
const sourceUrls = {
  name: "horda-source-urls",
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const text = readFileSync(args.path, "utf8");
      if (!text.includes("import.meta.url")) return undefined;
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: text.replaceAll("import.meta.url", url), loader: "ts" };
    });
  },
};

/** The Horda workspace packages are bundled; every other bare import (npm packages, node:) stays external. */
const npmPackagesOutside = {
  name: "horda-npm-external",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.kind === "entry-point" || args.path.startsWith("@horda/")
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/**
 * Builds `entry` into `outfile` (both relative to `root`); returns the bundle's absolute path. The file is
 * written next to its place and renamed there, so a process starting meanwhile never reads half a bundle.
 * Throws with esbuild's message when the sources do not build.
 */
export async function bundleNode(root, entry, outfile) {
  const esbuild = await import("esbuild");
  const out = resolve(root, outfile);
  const part = `${out}.${process.pid}.part`;
  await esbuild.build({
    entryPoints: [resolve(root, entry)],
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    outfile: part,
    sourcemap: false,
    plugins: [sourceUrls, npmPackagesOutside],
    logLevel: "silent",
  });
  renameSync(part, out);
  return out;
}

/** Whether `bundle` (absolute) is missing or older than a file under one of `inputs` (relative to `root`). */
export function bundleStale(root, bundle, inputs) {
  if (!existsSync(bundle)) return true;
  const built = statSync(bundle).mtimeMs;
  return inputs.some((input) => newestUnder(join(root, input)).mtime > built);
}
