import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { vi } from "vitest";

export const REPO_ROOT = join(fileURLToPath(import.meta.url), "..", "..", "..", "..", "..");
const BIN = join(REPO_ROOT, "packages", "cli", "bin", "horda.mjs");

// Each run starts a Node process that loads the whole engine (half a second of CPU bundled, seconds through tsx
// or when the bundle is built again), and the CLI tests run several at once beside the other test files on a
// 2-core machine: they get more time than a unit test.
const RUN_TIMEOUT_MS = 120_000;
vi.setConfig({ testTimeout: RUN_TIMEOUT_MS });

export interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the real `horda` command in a child process (`env` added to this process's environment). */
export function horda(
  args: readonly string[],
  cwd: string = REPO_ROOT,
  env: Readonly<Record<string, string>> = {},
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd,
      timeout: RUN_TIMEOUT_MS,
      env: { ...process.env, ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => {
      stdout += d.toString("utf8");
    });
    child.stderr.on("data", (d: Buffer) => {
      stderr += d.toString("utf8");
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** A scratch folder holding a copy of the core pack at `<dir>/core2e`. */
export function copyOfCore(): string {
  const dir = mkdtempSync(join(tmpdir(), "horda-cli-"));
  cpSync(join(REPO_ROOT, "content", "core2e"), join(dir, "core2e"), { recursive: true });
  return dir;
}

/** Rewrites a JSON file of the scratch folder through `edit`. */
// biome-ignore lint/suspicious/noExplicitAny: tests reach into arbitrary JSON to break it
export function editJsonFile(dir: string, rel: string, edit: (data: any) => void): void {
  const path = join(dir, rel);
  const data = JSON.parse(readFileSync(path, "utf8"));
  edit(data);
  writeFileSync(path, JSON.stringify(data, null, 2));
}

export function writeText(dir: string, rel: string, text: string): void {
  writeFileSync(join(dir, rel), text);
}
