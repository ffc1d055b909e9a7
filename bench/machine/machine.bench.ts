// npm run bench -- machine: what this machine charges for the work our code does not choose, so that the
// figures of the other benchmarks can be read against the day they were taken (docs/deploy.md, Capacity).
// machine.syscall_us: one system call that does nothing (getuid). The server makes several per command (a read,
// a write to each of a room's sockets), and each write to a socket on loopback also runs the receiving side.
// machine.page_fault_us: touching a fresh page of memory for the first time. V8 maps new heap pages and hands
// back freed ones, and every first touch of them costs this much.
// No figure here stands for the machine's speed at our own games: a small fixed JavaScript workload copying
// objects the way the engine does slowed 4% beside a game on the other vCPU, where a game slows 15% (docs/bots.md,
// Session 30). Read the engine's speed from its own benches.
import { getuid } from "node:process";
import { medianMs, report } from "../median.ts";

const SYSCALLS = 200_000;
// getuid is a system call on every POSIX system; elsewhere (Windows) Node has none, and no figure is printed.
const syscall = getuid;
if (syscall) {
  const syscallMs = medianMs(
    () => {
      for (let i = 0; i < SYSCALLS; i++) syscall();
    },
    9,
    2,
  );
  report("machine.syscall_us", (syscallMs * 1000) / SYSCALLS, "µs");
}

const PAGE = 4096;
const PAGES = 16_384;
const faultMs = medianMs(
  () => {
    // A zero-filled ArrayBuffer this large is mapped, not written: each page is first touched below.
    const bytes = new Uint8Array(new ArrayBuffer(PAGES * PAGE));
    for (let p = 0; p < PAGES; p++) bytes[p * PAGE] = 1;
  },
  9,
  2,
);
report("machine.page_fault_us", (faultMs * 1000) / PAGES, "µs");
