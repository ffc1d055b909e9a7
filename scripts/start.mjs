#!/usr/bin/env node
// npm start: builds the web app when it was never built or its sources changed since (and it has a build
// script), then runs one server process on SQLite (./data) through tsx. PORT (default 8080) and the other
// settings of docs/deploy.md come from the environment.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
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

const server = spawn(process.execPath, ["--import", "tsx", "packages/server/src/main.ts"], {
  stdio: "inherit",
  env: { PORT: "8080", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
