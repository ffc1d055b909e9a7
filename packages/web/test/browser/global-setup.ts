import type { TestProject } from "vitest/node";
import { buildApp } from "./support/build-app.ts";
import { DIST_DIR } from "./support/paths.ts";
import { serveStatic } from "./support/static-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Builds the app once and serves dist/ on a loopback port for every browser test file. */
export default async function setup(project: TestProject) {
  await buildApp();
  const server = await serveStatic(DIST_DIR);
  project.provide("baseUrl", server.url);
  return () => server.close();
}
