// The load `npm run bench -- server` and `npm run bench -- server-floor` put on a server: ROOMS Zombicide rooms
// (core mission First Night, four seats) against one server process on loopback for BENCH_SECONDS. Each seat
// is a WebSocket client playing as a simple bot:
// when its picture lists legal commands it waits a think time, then sends one picked by a seeded generator
// (deterministic per room and seat), preferring not to end its turn. Each room also has BENCH_SPECTATORS
// spectators. A finished game is replaced by a new room. Prints commands/s, ack latency p50/p99, server
// memory per room and errors (any refusal but stale_seq, which a client that raced another seat's decision
// answers by picking again on the resync it gets; counted apart).
// Env: BENCH_SECONDS (60), BENCH_ROOMS (500), BENCH_THINK_MS (200), BENCH_SPECTATORS (1),
// BENCH_PROFILE_DIR (write the server's CPU profile there), BENCH_CONNECTING (WebSocket handshakes at once, 32),
// BENCH_SERVER_FLAGS (Node flags for the server process, e.g. "--max-semi-space-size=32"), BENCH_RUNS (3: runs,
// each on a fresh server; every figure printed is the median of the runs', errors their sum).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import WebSocket from "ws";
import { countFromEnv } from "../knobs.ts";
import { report } from "../median.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const ROOMS = Number(process.env.BENCH_ROOMS ?? 500);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 200);
const SPECTATORS = Number(process.env.BENCH_SPECTATORS ?? 1);
const RUNS = countFromEnv("BENCH_RUNS", 3);
const SEATS = ["p1", "p2", "p3", "p4"] as const;
const SURVIVORS = ["josh", "lili", "doug", "amy"];
const CONFIG = {
  mission: "first-night",
  players: 4,
  survivors: SEATS.map((seat, i) => ({ id: SURVIVORS[i], seat })),
};

/** mulberry32: a tiny seeded generator, so each seat's choices repeat from run to run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The bot's policy: any legal command but ending the turn, which it picks one time in four. */
function pick(legal: readonly { type: string }[], rnd: () => number): unknown {
  const others = legal.filter((c) => c.type !== "endTurn");
  const pool = others.length > 0 && rnd() >= 0.25 ? others : legal;
  return pool[Math.floor(rnd() * pool.length)];
}
/**
 * A message as the bench's bots need it. An update's status, view changes and events come after its legal
 * commands (room.ts builds it so) and a bot needs only the head (seq, legal) and whether the game finished,
 * so the clients, which share the machine's cores with the server, spend little of them; the server still
 * builds and sends every update whole.
 */
interface Message {
  readonly type: string;
  readonly code: string;
  readonly seq: number;
  readonly legal: { type: string }[];
  readonly status: { kind: string };
}
const UPDATE_START = Buffer.from('{"type":"update"');
const STATUS_MARK = Buffer.from(',"status":');
const FINISHED = Buffer.from('{"kind":"finished"');
const WELCOME_START = Buffer.from('{"type":"welcome"');
const VIEW_MARK = Buffer.from(',"view":');
/**
 * Reads an update straight from its bytes: the head up to `status` is parsed (seq, legal), the status is only
 * looked at for "finished", and the view changes and events after it are never decoded. A welcome is read up
 * to its view (its last field, about 35 KB the bots never look at). Anything else whole.
 */
function readMessage(data: Buffer): Message {
  if (data.subarray(0, WELCOME_START.length).equals(WELCOME_START)) {
    const cut = data.indexOf(VIEW_MARK);
    // The view is last when the room wrote the text (room.ts); otherwise the whole message is read.
    const head = cut > 0 ? JSON.parse(`${data.toString("utf8", 0, cut)}}`) : null;
    if (head?.legal !== undefined && head.status !== undefined) return head;
  }
  if (data.subarray(0, UPDATE_START.length).equals(UPDATE_START)) {
    const cut = data.indexOf(STATUS_MARK);
    if (cut > 0) {
      const head = JSON.parse(`${data.toString("utf8", 0, cut)}}`);
      const at = cut + STATUS_MARK.length;
      const finished = data.subarray(at, at + FINISHED.length).equals(FINISHED);
      head.status = { kind: finished ? "finished" : "ongoing" };
      return head;
    }
  }
  return JSON.parse(data.toString("utf8"));
}
let staleRetries = 0;
let bytesToClients = 0;

let errors = 0;
const errorKinds = new Map<string, number>();
const fail = (kind: string) => {
  errors++;
  errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
};
let latencies: number[] = [];
let commands = 0;
let measuring = false;
let stopping = false;

/** Which run is going on: sockets of an earlier run (closing as its server stops) no longer count. */
let generation = 0;

/** Clears what one run counted, before the next run. */
function resetCounts(): void {
  generation++;
  staleRetries = 0;
  bytesToClients = 0;
  errors = 0;
  errorKinds.clear();
  latencies = [];
  commands = 0;
  measuring = false;
  stopping = false;
  stopSignal = new Promise<void>((resolve) => {
    stopped = resolve;
  });
}

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

/** CPU time the process has used, in ms: user and system (the kernel's side of its sockets). */
function cpuMs(pid: number): { user: number; system: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return { user: (Number(fields[11]) * 1000) / 100, system: (Number(fields[12]) * 1000) / 100 };
}

async function startServer(dataDir: string, port: number, command: readonly string[]) {
  const profile = process.env.BENCH_PROFILE_DIR;
  const flags = (process.env.BENCH_SERVER_FLAGS ?? "").split(" ").filter(Boolean);
  const args = [...flags, ...(profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : [])];
  // After the command's own Node flags (the bundle's SERVER_NODE_FLAGS), before its script: the later of two
  // values of one flag is the one Node keeps, so BENCH_SERVER_FLAGS can change --max-semi-space-size too.
  const script = command[command.length - 1] as string;
  const proc = spawn(process.execPath, [...command.slice(0, -1), ...args, script], {
    // The bench clients come from a few loopback addresses (SOURCE_ADDRESSES): no per-address limits
    // (HTTP_RATE=0 turns the HTTP one off).
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      HTTP_RATE: "0",
      WS_PER_ADDRESS: "100000",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    proc.stdout?.on("data", (c: Buffer) => (c.toString().includes("listening on") ? resolve() : undefined));
    proc.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return proc;
}

/** Room creation and joins: plain node:http on kept-alive connections (fetch's web streams cost the clients more). */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
function post(url: string, body: unknown): Promise<Record<string, string>> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          if ((res.statusCode ?? 500) >= 300) reject(new Error(`${url}: ${res.statusCode} ${text}`));
          else resolve(JSON.parse(text) as Record<string, string>);
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

/** WebSocket handshakes in flight at once: connections ramp up as a real crowd's do, not 2,500 in one burst. */
const CONNECTING = Number(process.env.BENCH_CONNECTING ?? 32);
let connecting = 0;
const queued: (() => void)[] = [];

/**
 * The loopback addresses the clients connect from, one per room in turn. A game opens five sockets, and each
 * closed socket keeps its address and ports in TIME_WAIT for a minute, on one side or the other: thousands at a
 * time, against 28,000 ephemeral ports. From one address a new socket was now and then refused (82 ECONNREFUSED
 * in the last of three 60 s runs, session 32; most likely a client port whose last connection the server side
 * still held). From 16 addresses (all of 127.0.0.0/8 is loopback) each address sees a sixteenth of them.
 */
const SOURCE_ADDRESSES = Array.from({ length: 16 }, (_, i) => `127.0.0.${i + 2}`);

async function connect(wsUrl: string, from: string): Promise<WebSocket> {
  if (connecting >= CONNECTING) await new Promise<void>((go) => queued.push(go));
  connecting++;
  try {
    return await new Promise((resolve, reject) => {
      // The server sends no compressed frames and valid UTF-8; the bots read only an update's head.
      const ws = new WebSocket(wsUrl, {
        perMessageDeflate: false,
        skipUTF8Validation: true,
        localAddress: from,
      });
      ws.once("open", () => resolve(ws));
      ws.once("error", reject);
    });
  } finally {
    connecting--;
    queued.shift()?.();
  }
}

/** The kernel's count of connections dropped because a listen queue was full (all sockets of the machine). */
function listenOverflows(): number {
  const lines = readFileSync("/proc/net/netstat", "utf8").split("\n");
  const i = lines.findIndex((l) => l.startsWith("TcpExt:"));
  const names = lines[i]?.split(" ") ?? [];
  const values = lines[i + 1]?.split(" ") ?? [];
  return Number(values[names.indexOf("ListenOverflows")] ?? 0);
}

/** One room: four seated bots and the spectators. A finished game is replaced by a new room. */
async function runRoom(base: string, wsUrl: string, roomIndex: number, ready: () => void): Promise<void> {
  let welcomed = 0;
  const run = generation;
  for (let game = 0; !stopping; game++) {
    const created = await post(`${base}/api/rooms`, { game: "zombicide", config: CONFIG, name: "bench" });
    const tokens: Record<string, string> = { p1: created.seatToken as string };
    for (const seat of SEATS.slice(1)) {
      const joined = await post(`${base}/api/rooms/${created.code}/join`, { name: seat });
      tokens[joined.seat as string] = joined.seatToken as string;
    }
    const sockets: WebSocket[] = [];
    const over = new Promise<void>((resolve) => {
      const client = async (seat: string | null, n: number) => {
        const ws = await connect(wsUrl, SOURCE_ADDRESSES[roomIndex % SOURCE_ADDRESSES.length] as string);
        sockets.push(ws);
        const rnd = seeded(roomIndex * 1000 + game * 10 + n);
        let sentAt = 0;
        let lastSeq = -1;
        let waiting = false;
        let latest: { seq: number; legal: { type: string }[]; status: { kind: string } } | null = null;
        ws.on("close", (code) => {
          if (!stopping && run === generation && code !== 1000 && code !== 1005) fail(`close_${code}`);
        });
        const act = (m: { seq: number; legal: { type: string }[]; status: { kind: string } }) => {
          if (m.status.kind === "finished") return resolve();
          if (seat === null || m.legal.length === 0 || waiting) return;
          const command = pick(m.legal, rnd);
          const seq = m.seq;
          waiting = true;
          setTimeout(
            () => {
              if (stopping || ws.readyState !== WebSocket.OPEN || seq !== lastSeq) {
                waiting = false;
                return;
              }
              sentAt = performance.now();
              ws.send(JSON.stringify({ type: "command", seq, command }));
            },
            THINK_MS * (0.5 + rnd()),
          );
        };
        ws.on("message", (data) => {
          if (run !== generation) return;
          if (measuring) bytesToClients += (data as Buffer).length;
          const m = readMessage(data as Buffer);
          if (m.type === "error") {
            waiting = false;
            if (m.code === "stale_seq") staleRetries++;
            else fail(m.code);
            if (latest) act(latest);
            return;
          }
          if (m.type === "ack") {
            waiting = false;
            if (measuring) {
              latencies.push(performance.now() - sentAt);
              commands++;
            }
            // The update for this command came before its ack: play on from the newest picture.
            if (latest) act(latest);
            return;
          }
          if (m.type === "welcome" && ++welcomed === SEATS.length + SPECTATORS) ready();
          if (m.type !== "welcome" && m.type !== "update" && m.type !== "resync") return;
          if (m.seq < lastSeq) return;
          lastSeq = m.seq;
          latest = m;
          act(m);
        });
        ws.send(
          JSON.stringify(
            seat
              ? { type: "join", room: created.code, seat, token: tokens[seat] }
              : { type: "join", room: created.code },
          ),
        );
      };
      Promise.all([
        ...SEATS.map((seat, i) => client(seat, i)),
        ...Array.from({ length: SPECTATORS }, (_, i) => client(null, SEATS.length + i)),
      ]).catch((e: Error) => {
        fail(`connect: ${e.message}`);
        ready();
        resolve();
      });
    });
    await Promise.race([over, waitForStop()]);
    for (const ws of sockets) ws.close(1000);
  }
}

let stopped: () => void = () => {};
let stopSignal = new Promise<void>((resolve) => {
  stopped = resolve;
});
const waitForStop = () => stopSignal;

/** What a load run measures: the server process to start, and the names its figures are printed under. */
export interface LoadTarget {
  /** Node's arguments for the server process (flags, then the script). */
  readonly command: readonly string[];
  /** Each figure is printed as `BENCH <prefix>_<figure>`. */
  readonly prefix: string;
  /** The name the count of errors is printed under. */
  readonly errors: string;
}

/** One run's figures, by the name they are printed under (without the target's prefix). */
type Figures = Record<string, { readonly value: number; readonly unit: string }>;

/**
 * RUNS runs, each starting a fresh server, playing ROOMS rooms against it for SECONDS; prints the median of
 * each figure over the runs (the runs' own figures go to stderr) and the sum of their errors.
 */
export async function runLoad(target: LoadTarget): Promise<void> {
  const runs: Figures[] = [];
  let errorSum = 0;
  for (let run = 0; run < RUNS; run++) {
    resetCounts();
    const { figures, failed } = await oneRun(target);
    errorSum += failed;
    runs.push(figures);
    if (RUNS > 1)
      console.error(
        `run ${run + 1}/${RUNS}: ${Object.entries(figures)
          .map(([name, f]) => `${name} ${Number(f.value.toFixed(3))} ${f.unit}`)
          .join(", ")}`,
      );
  }
  const first = runs[0] as Figures;
  for (const name of Object.keys(first)) {
    const values = runs.map((r) => r[name]?.value ?? 0).sort((a, b) => a - b);
    const median = values[Math.floor(values.length / 2)] as number;
    report(`${target.prefix}_${name}`, median, first[name]?.unit ?? "");
  }
  report(target.errors, errorSum, "errors");
}

/**
 * Starts the server, plays ROOMS rooms against it for SECONDS and returns what it measured, and the errors
 * counted until the rooms stopped (not those of the server's shutdown).
 */
async function oneRun(target: LoadTarget): Promise<{ figures: Figures; failed: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), "horda-bench-"));
  const port = await freePort();
  const server = await startServer(dataDir, port, target.command);
  const base = `http://127.0.0.1:${port}`;
  const wsUrl = `ws://127.0.0.1:${port}/ws`;
  try {
    const rssStart = rssKb(server.pid as number);
    const overflows0 = listenOverflows();
    const rooms: Promise<void>[] = [];
    // Rooms open in batches, each waiting until every client of the batch got its welcome, so the
    // measurement starts once all rooms are playing (set-up is not what is measured).
    const BATCH = 20;
    for (let i = 0; i < ROOMS; i += BATCH) {
      const batch: Promise<void>[] = [];
      for (let j = i; j < Math.min(ROOMS, i + BATCH); j++) {
        batch.push(
          new Promise<void>((ready) => {
            rooms.push(
              runRoom(base, wsUrl, j, ready).catch((e: Error) => {
                fail(`room: ${e.message}`);
                ready();
              }),
            );
          }),
        );
      }
      await Promise.all(batch);
    }
    console.error(`${ROOMS} rooms playing; measuring for ${SECONDS} s`);
    await sleep(2000);
    measuring = true;
    const cpu0 = cpuMs(server.pid as number);
    const clientCpu0 = process.cpuUsage();
    // How late the clients' own loop runs (a 5 ms timer's intervals): their share of the latencies.
    const clientLag = monitorEventLoopDelay({ resolution: 5 });
    clientLag.enable();
    const t0 = performance.now();
    await sleep(SECONDS * 1000);
    measuring = false;
    const elapsed = (performance.now() - t0) / 1000;
    const rssEnd = rssKb(server.pid as number);
    const cpu1 = cpuMs(server.pid as number);
    const serverUser = cpu1.user - cpu0.user;
    const serverSystem = cpu1.system - cpu0.system;
    const serverCpu = serverUser + serverSystem;
    const clientCpu = process.cpuUsage(clientCpu0);
    clientLag.disable();
    stopping = true;
    stopped();
    await Promise.all(rooms);
    latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
    console.error(`listen queue overflows during the run (whole machine): ${listenOverflows() - overflows0}`);
    const perCommand = (ms: number) => (ms / Math.max(1, commands)).toFixed(3);
    console.error(
      `server CPU per command: ${perCommand(serverUser)} ms user + ${perCommand(serverSystem)} ms system`,
    );
    console.error(
      `${ROOMS} rooms x ${SEATS.length} seats + ${SPECTATORS} spectator(s); stale_seq retries: ${staleRetries}; load average: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
    );
    const clientMs = (clientCpu.user + clientCpu.system) / 1000;
    console.error(`bench clients' own CPU: ${(clientMs / Math.max(1, commands)).toFixed(3)} ms per command`);
    const lagMs = (p: number) => (clientLag.percentile(p) / 1e6).toFixed(1);
    console.error(
      `bench clients' event loop, a 5 ms timer came after: p50 ${lagMs(50)} ms, p99 ${lagMs(99)} ms, max ${lagMs(100)} ms`,
    );
    if (errors > 0) console.error("errors by kind:", Object.fromEntries(errorKinds));
    const figures: Figures = {
      commands_per_s: { value: commands / elapsed, unit: "commands/s" },
      p50_ms: { value: pct(0.5), unit: "ms" },
      p99_ms: { value: pct(0.99), unit: "ms" },
      kb_per_room: { value: (rssEnd - rssStart) / ROOMS, unit: "KB" },
      // Load-independent: the server's own CPU per command (all of HTTP, WebSocket, game, storage).
      cpu_ms_per_command: { value: serverCpu / Math.max(1, commands), unit: "ms" },
      kb_sent_per_command: { value: bytesToClients / 1024 / Math.max(1, commands), unit: "KB" },
    };
    return { figures, failed: errors };
  } finally {
    agent.destroy();
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
