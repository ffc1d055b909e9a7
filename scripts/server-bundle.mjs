// The server as one plain JavaScript file, built by esbuild from packages/server/src/main.ts with the Horda
// packages inside and the npm packages left to Node. `npm start` and the server bench run it instead of the
// TypeScript sources through tsx: tsx compiles with esbuild's keepNames, so every function made at run time
// (the engine makes closures on every command) also gets its name set by a helper call, and the same code runs
// slower (bot games about 1.45 times; the server's own work less: docs/deploy.md, One process and Capacity).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

/** Where the bundle is written, relative to the repository root (dist/ is not committed). */
export const SERVER_BUNDLE = "packages/server/dist/main.mjs";

/**
 * Keeps each source file's own `import.meta.url`: the server finds files next to its sources (the content
 * packs, the SQLite writer's worker, the replay workers' entry), which a bundle would otherwise resolve from
 * its own folder.
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

/** Builds the bundle; returns its absolute path. Throws with esbuild's message when the sources do not build. */
export async function bundleServer(root = ".") {
  const esbuild = await import("esbuild");
  const outfile = resolve(root, SERVER_BUNDLE);
  await esbuild.build({
    entryPoints: [resolve(root, "packages/server/src/main.ts")],
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    outfile,
    sourcemap: "linked",
    plugins: [sourceUrls, npmPackagesOutside],
    logLevel: "silent",
  });
  return outfile;
}

/**
 * Node flags the server runs with: semi-spaces of 64 MB for the young generation (V8's default is 16 MB).
 * Every command makes many short-lived objects (the next state, the views, the update texts), and a busy
 * server keeps hundreds of games' states alive: with the default, the server bench's 500 rooms spent 6.2 s in
 * 578 scavenges over a run, with this 3.1 s in 143 (docs/deploy.md, Capacity).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=64"];

// `npm run build:server`: writes the bundle and prints how to run it (docs/deploy.md).
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    const file = await bundleServer(".");
    console.log(`node ${SERVER_NODE_FLAGS.join(" ")} ${file}`);
  } catch (e) {
    console.error(`The server did not bundle: ${e.message}`);
    process.exit(1);
  }
}
