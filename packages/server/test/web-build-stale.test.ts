import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without types
import { webBuildStale } from "../../../scripts/web-build-stale.mjs";

// npm start builds the web app again when its sources are newer than the build (issue 19).
describe("web build staleness (scripts/web-build-stale.mjs)", () => {
  let root = "";
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const file = (path: string, at: number) => {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), "x");
    utimesSync(join(root, path), at, at);
  };

  it("is stale when never built, fresh after a build, stale again when a source changes", () => {
    root = mkdtempSync(join(tmpdir(), "horda-stale-"));
    file("packages/web/src/main.tsx", 1000);
    file("packages/zombicide/src/game.ts", 1000);
    file("packages/web/node_modules/dep/index.js", 5000);
    expect(webBuildStale(root)).toBe("the web app was never built");
    file("packages/web/dist/index.html", 2000);
    expect(webBuildStale(root)).toBeNull();
    file("packages/zombicide/src/game.ts", 3000);
    expect(webBuildStale(root)).toMatch(/packages\/zombicide\/src\/game\.ts changed after the last build/);
    file("packages/web/dist/index.html", 4000);
    file("content/core2e/missions/new.mission.json", 4500);
    expect(webBuildStale(root)).toMatch(/content\/core2e\/missions\/new\.mission\.json/);
  });
});
