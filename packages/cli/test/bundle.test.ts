import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bundleStale } from "../../../scripts/node-bundle.mjs";
import { horda, REPO_ROOT } from "./helpers/run-horda.ts";

const scratch = mkdtempSync(join(tmpdir(), "horda-bundle-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the horda command's bundle", () => {
  it("is built when missing and again when a source is newer than it", () => {
    mkdirSync(join(scratch, "src", "deep"), { recursive: true });
    const source = join(scratch, "src", "deep", "a.ts");
    const bundle = join(scratch, "dist.mjs");
    writeFileSync(source, "export const a = 1;\n");
    expect(bundleStale(scratch, bundle, ["src"])).toBe(true);
    writeFileSync(bundle, "// built\n");
    const past = new Date(Date.now() - 60_000);
    utimesSync(source, past, past);
    expect(bundleStale(scratch, bundle, ["src"])).toBe(false);
    const later = new Date(Date.now() + 60_000);
    utimesSync(source, later, later);
    expect(bundleStale(scratch, bundle, ["src"])).toBe(true);
  });

  it("runs the same command bundled and from its sources through tsx", async () => {
    const bundled = await horda(["help", "validate"]);
    expect(bundled.code).toBe(0);
    expect(existsSync(join(REPO_ROOT, "packages/cli/dist/horda.mjs"))).toBe(true);
    const sources = await horda(["help", "validate"], REPO_ROOT, { HORDA_CLI_SOURCES: "1" });
    expect(sources.code).toBe(0);
    expect(sources.stdout).toBe(bundled.stdout);
    expect(bundled.stdout).toContain("Usage: horda validate");
  });
});
