import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Browser tests: build packages/web, serve dist/, drive Debian's Chromium with playwright-core.
// Run with `npm run test:browser -w @horda/web` (or `npx vitest run --config packages/web/test/browser/vitest.config.ts`).
export default defineConfig({
  root: fileURLToPath(new URL("../../", import.meta.url)),
  test: {
    include: ["test/browser/**/*.browser.test.ts"],
    globalSetup: ["./test/browser/global-setup.ts"],
    pool: "forks",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
