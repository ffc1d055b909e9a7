import { RngCursor, type Seat, seedRng } from "@horda/table";
import { type ZombicideState, zombicide } from "@horda/zombicide";
import { simConfig } from "../../packages/bots/src/zombicide/sim-config.ts";
import { survivorBot } from "../../packages/bots/src/zombicide/survivor-bot.ts";
import { content, coreMission } from "../../packages/bots/test/zombicide/content.ts";
import { report } from "../median.ts";

// `legal` alone, on the states of survivor-bot games of the core missions: each run asks it once of every
// (state, acting seat) of the games, on fresh copies of the states (structure shared within a game, as play
// shares it), so no cache kept for a state object already asked about answers. Process CPU per call, the
// median of the runs.
const GAMES = 2;
const RUNS = 9;

type Asked = readonly [ZombicideState, Seat];

function gameStates(mission: string, seed: string): Asked[] {
  const start = zombicide.setup(simConfig(coreMission(mission), content, 2), seed);
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  const bot = survivorBot();
  const rng = new RngCursor(seedRng(`bots:${seed}`));
  const asked: Asked[] = [];
  while (zombicide.status(state).kind === "ongoing" && state.turn.round <= 30) {
    const seat = zombicide.seats(state).find((s) => zombicide.legal(state, s).length > 0);
    if (seat === undefined) break;
    asked.push([state, seat]);
    const r = zombicide.apply(state, seat, bot.choose(state, seat, zombicide.legal(state, seat), rng));
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
  }
  return asked;
}

/** A deep copy of a game's states that shares what their originals shared (the board object stays). */
function freshCopies(asked: readonly Asked[]): Asked[] {
  const copies = new Map<unknown, unknown>();
  const boards = new Set<unknown>(asked.map(([s]) => s.board));
  const copy = (v: unknown): unknown => {
    if (v === null || typeof v !== "object" || boards.has(v)) return v;
    const known = copies.get(v);
    if (known !== undefined) return known;
    if (Array.isArray(v)) {
      const out: unknown[] = [];
      copies.set(v, out);
      for (const x of v) out.push(copy(x));
      return out;
    }
    const out: Record<string, unknown> = {};
    copies.set(v, out);
    for (const [k, x] of Object.entries(v)) out[k] = copy(x);
    return out;
  };
  return asked.map(([s, seat]) => [copy(s) as ZombicideState, seat] as const);
}

const games: Asked[][] = [];
for (const mission of ["first-night", "cold-storage", "joyride", "last-broadcast"])
  for (let g = 0; g < GAMES; g++) games.push(gameStates(mission, `${mission}:${g}`));
const calls = games.reduce((n, g) => n + g.length, 0);
const perCall: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const fresh = games.map(freshCopies);
  const t0 = process.cpuUsage();
  for (const game of fresh) for (const [state, seat] of game) zombicide.legal(state, seat);
  const t = process.cpuUsage(t0);
  perCall.push((t.user + t.system) / calls);
}
perCall.sort((a, b) => a - b);
report("engine.legal_us_per_call", perCall[Math.floor(perCall.length / 2)] as number, "us");
