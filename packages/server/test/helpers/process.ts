import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { bundleServer, SERVER_NODE_FLAGS } from "../../../../scripts/server-bundle.mjs";

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));

// The server as `npm start` runs it: bundled once per test file. A server started through tsx compiled every
// module first (seconds of CPU per start), and the crash and failover tests start dozens.
let bundled: Promise<readonly string[]> | null = null;
const bundledServer = () => {
  bundled ??= bundleServer(ROOT).then((file) => [...SERVER_NODE_FLAGS, file]);
  return bundled;
};

/** A free loopback port (the OS picks one, we release it and reuse the number). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

export interface ServerProcess {
  readonly proc: ChildProcess;
  readonly url: string;
  /** kill -9, and wait for the process to be gone. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the bundled server (as `npm start` runs it) in a child process, or what `nodeArgs` names, and waits
 * until it listens.
 */
export async function spawnServer(
  env: Record<string, string>,
  timeoutMs = 20_000,
  nodeArgs?: readonly string[],
): Promise<ServerProcess> {
  const proc = spawn(process.execPath, nodeArgs ?? (await bundledServer()), {
    // Tests call the HTTP API far faster than people do: no HTTP rate limit unless a test sets one.
    env: { ...process.env, HORDA_TEST_GAMES: "1", HOST: "127.0.0.1", HTTP_RATE: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
  const gone = async (signal: NodeJS.Signals) => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => {
      proc.kill("SIGKILL");
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        proc.stdout?.off("data", onData);
        resolve({ proc, url: m[1] as string, kill9: () => gone("SIGKILL"), stop: () => gone("SIGTERM") });
      }
    };
    proc.stdout?.on("data", onData);
    proc.stderr?.on("data", (c: Buffer) => {
      output += c.toString();
    });
    proc.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output}`));
    });
  });
}
