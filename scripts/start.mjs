#!/usr/bin/env node
// npm start: builds the web app when it was never built or its sources changed since (and it has a build
// script), bundles the server (scripts/server-bundle.mjs, half a second), then runs one server process on
// SQLite (./data). PORT (default 8080) and the other settings of docs/deploy.md come from the environment.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { bundleServer, SERVER_NODE_FLAGS } from "./server-bundle.mjs";
import { webBuildStale } from "./web-build-stale.mjs";

const web = "packages/web";
const stale = existsSync(`${web}/package.json`) ? webBuildStale(".") : null;
if (stale) {
  const scripts = JSON.parse(readFileSync(`${web}/package.json`, "utf8")).scripts ?? {};
  if (scripts.build) {
    console.log(`Building the web app (${stale}): npm run build -w @horda/web`);
    const built = spawnSync("npm", ["run", "build", "-w", "@horda/web"], { stdio: "inherit" });
    if (built.status !== 0) console.error("The web app did not build; the server starts without it.");
  } else {
    console.log("The web app has no build script yet; the server starts without it.");
  }
}

/** The bundled server, or its TypeScript sources through tsx when the bundle cannot be built. */
async function serverArgs() {
  try {
    return [...SERVER_NODE_FLAGS, await bundleServer(".")];
  } catch (e) {
    console.error(`The server did not bundle (${e.message}); it runs from its sources through tsx.`);
    return [...SERVER_NODE_FLAGS, "--import", "tsx", "packages/server/src/main.ts"];
  }
}

const server = spawn(process.execPath, await serverArgs(), {
  stdio: "inherit",
  env: { PORT: "8080", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
