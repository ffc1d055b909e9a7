// npm run bench -- server: ROOMS rooms x 4 WebSocket clients (2 seated bots sending legal commands, 2 spectators)
// against one server process (SQLite) on loopback for BENCH_SECONDS. Prints commands/s, ack latency p50/p99,
// server memory per room and errors. Env: BENCH_SECONDS (60), BENCH_ROOMS (500), BENCH_THINK_MS (200),
// BENCH_PROFILE_DIR (write the server's CPU profile there).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import WebSocket from "ws";
import { report } from "../median.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const ROOMS = Number(process.env.BENCH_ROOMS ?? 500);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 200);
const CONFIG = { handSize: 3, target: 50, maxTurns: 100 };

let errors = 0;
const errorKinds = new Map<string, number>();
const fail = (kind: string) => {
  errors++;
  errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
};
const latencies: number[] = [];
let commands = 0;
let measuring = false;
let stopping = false;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

function rssKb(pid: number): number {
  const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(m?.[1] ?? 0);
}

/** CPU time (user + system) the process has used, in ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function startServer(dataDir: string, port: number) {
  const profile = process.env.BENCH_PROFILE_DIR;
  const args = [...(profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : []), "--import", "tsx"];
  const proc = spawn(process.execPath, [...args, "packages/server/src/main.ts"], {
    // Every bench client comes from 127.0.0.1, so the per-address HTTP limit is off (HTTP_RATE=0).
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, HORDA_TEST_GAMES: "1", HTTP_RATE: "0" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    proc.stdout?.on("data", (c: Buffer) => (c.toString().includes("listening on") ? resolve() : undefined));
    proc.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return proc;
}

async function post(url: string, body: unknown): Promise<Record<string, string>> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, string>;
}

function connect(wsUrl: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl);
    ws.once("open", () => resolve(ws));
    ws.once("error", reject);
  });
}

/** One room: two seated bots and two spectators. A finished game is replaced by a new room. */
async function runRoom(base: string, wsUrl: string): Promise<void> {
  while (!stopping) {
    const created = await post(`${base}/api/rooms`, { game: "duel", config: CONFIG });
    const joined = await post(`${base}/api/rooms/${created.code}/join`, {});
    const sockets: WebSocket[] = [];
    const over = new Promise<void>((resolve) => {
      const seat = async (name: string, token: string | null) => {
        const ws = await connect(wsUrl);
        sockets.push(ws);
        let sentAt = 0;
        let lastSeq = -1;
        ws.on("close", (code) => {
          if (!stopping && code !== 1000 && code !== 1005) fail(`close_${code}`);
        });
        ws.on("message", (data) => {
          if (token === null) return; // spectators only receive
          const m = JSON.parse(data.toString());
          if (m.type === "error") return fail(m.code);
          if (m.type === "ack") {
            if (measuring) {
              latencies.push(performance.now() - sentAt);
              commands++;
            }
            return;
          }
          if (m.type !== "welcome" && m.type !== "update") return;
          if (m.seq <= lastSeq) return;
          lastSeq = m.seq;
          if (m.status.kind === "finished") return resolve();
          if (m.legal.length === 0) return;
          const command = m.legal[Math.floor(Math.random() * m.legal.length)];
          setTimeout(
            () => {
              if (stopping || ws.readyState !== WebSocket.OPEN) return;
              sentAt = performance.now();
              ws.send(JSON.stringify({ type: "command", seq: m.seq, command }));
            },
            THINK_MS * (0.5 + Math.random()),
          );
        });
        ws.send(
          JSON.stringify(
            token
              ? { type: "join", room: created.code, seat: name, token }
              : { type: "join", room: created.code },
          ),
        );
      };
      Promise.all([
        seat("p1", created.seatToken as string),
        seat("p2", joined.seatToken as string),
        seat("spectator", null),
        seat("spectator", null),
      ]).catch((e: Error) => {
        fail(`connect: ${e.message}`);
        resolve();
      });
    });
    await Promise.race([over, waitForStop()]);
    for (const ws of sockets) ws.close(1000);
  }
}

let stopped: () => void = () => {};
const stopSignal = new Promise<void>((resolve) => {
  stopped = resolve;
});
const waitForStop = () => stopSignal;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "horda-bench-"));
  const port = await freePort();
  const server = await startServer(dataDir, port);
  const base = `http://127.0.0.1:${port}`;
  const wsUrl = `ws://127.0.0.1:${port}/ws`;
  try {
    const rssStart = rssKb(server.pid as number);
    const rooms: Promise<void>[] = [];
    for (let i = 0; i < ROOMS; i++) {
      rooms.push(runRoom(base, wsUrl).catch((e: Error) => fail(`room: ${e.message}`)));
      if (i % 25 === 24) await sleep(50);
    }
    await sleep(2000);
    measuring = true;
    const cpu0 = cpuMs(server.pid as number);
    const clientCpu0 = process.cpuUsage();
    const t0 = performance.now();
    await sleep(SECONDS * 1000);
    measuring = false;
    const elapsed = (performance.now() - t0) / 1000;
    const rssEnd = rssKb(server.pid as number);
    const serverCpu = cpuMs(server.pid as number) - cpu0;
    const clientCpu = process.cpuUsage(clientCpu0);
    stopping = true;
    stopped();
    await Promise.all(rooms);
    latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
    report("server.commands_per_s", commands / elapsed, "commands/s");
    report("server.p50_ms", pct(0.5), "ms");
    report("server.p99_ms", pct(0.99), "ms");
    report("server.kb_per_room", (rssEnd - rssStart) / ROOMS, "KB");
    report("server.errors", errors, "errors");
    // Load-independent: the server's own CPU per command (all of HTTP, WebSocket, game, storage).
    report("server.cpu_ms_per_command", serverCpu / Math.max(1, commands), "ms");
    const clientMs = (clientCpu.user + clientCpu.system) / 1000;
    console.error(`bench clients' own CPU: ${(clientMs / Math.max(1, commands)).toFixed(3)} ms per command`);
    if (errors > 0) console.error("errors by kind:", Object.fromEntries(errorKinds));
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
