// The server as one plain JavaScript file (node-bundle.mjs), from packages/server/src/main.ts. `npm start` and
// the server bench run it instead of the TypeScript sources through tsx: tsx compiles with esbuild's keepNames,
// so every function made at run time (the engine makes closures on every command) also gets its name set by a
// helper call, and the same code runs slower (bot games about 1.45 times; the server's own work less:
// docs/deploy.md, One process and Capacity).
import { pathToFileURL } from "node:url";
import { bundleNode } from "./node-bundle.mjs";

/** Where the bundle is written, relative to the repository root (dist/ is not committed). */
export const SERVER_BUNDLE = "packages/server/dist/main.mjs";

/** The room threads' script (ROOM_THREADS), next to the bundle, where the bundled server looks for it. */
export const ROOM_THREAD_BUNDLE = "packages/server/dist/room-thread.mjs";

/**
 * Builds the bundle and the room threads' script; returns the bundle's absolute path. Throws with esbuild's
 * message when the sources do not build.
 */
export async function bundleServer(root = ".") {
  const [main] = await Promise.all([
    bundleNode(root, "packages/server/src/main.ts", SERVER_BUNDLE),
    bundleNode(root, "packages/server/src/room-thread.ts", ROOM_THREAD_BUNDLE),
  ]);
  return main;
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
