import { type Choice, choicesFor, RngCursor, seedRng } from "@horda/table";
import { type ZombicideCommand, type ZombicideConfig, zombicide } from "@horda/zombicide";
import {
  loadMission,
  missionConfig,
  playRandomGame,
} from "../../packages/zombicide/test/support/mission-games.ts";
import { report } from "../median.ts";

// Random legal play on one core, on the medium core mission (Cold Storage, 6 survivors, 2 players): each
// command is chosen uniformly among every seat's legal commands, up to 30 rounds or the end of the game.
// engine.*: the engine alone (legal + apply); engine.session_*: through the table session (parse, log, undo).
const ROUNDS = 30;
const GAMES = 12;
const RUNS = 7;
/** Untimed runs first: the JIT needs a few games before the numbers settle. */
const WARMUP = 3;
const config: ZombicideConfig = missionConfig(loadMission("cold-storage"), 2);

/** One game through the engine only; returns the number of commands applied. */
function engineGame(seed: string): number {
  const start = zombicide.setup(config, seed);
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  const rng = new RngCursor(seedRng(`picks:${seed}`));
  let commands = 0;
  while (zombicide.status(state).kind === "ongoing" && state.turn.round <= ROUNDS) {
    const choices = choicesFor(zombicide, state);
    if (choices.length === 0) break;
    const c = choices[rng.int(0, choices.length - 1)] as Choice<ZombicideCommand>;
    const r = zombicide.apply(state, c.seat, c.command);
    if (!r.ok) throw new Error(`legal command refused: ${r.error.message}`);
    state = r.value.state;
    commands++;
  }
  return commands;
}

function measure(play: (seed: string) => number) {
  const runs: { commandsPerS: number; gamesPerS: number }[] = [];
  for (let run = -WARMUP; run < RUNS; run++) {
    let commands = 0;
    const t0 = performance.now();
    for (let g = 0; g < GAMES; g++) commands += play(`bench-${g}`);
    const s = (performance.now() - t0) / 1000;
    if (run >= 0) runs.push({ commandsPerS: commands / s, gamesPerS: GAMES / s });
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
  return {
    commandsPerS: median(runs.map((r) => r.commandsPerS)),
    gamesPerS: median(runs.map((r) => r.gamesPerS)),
  };
}

const engine = measure(engineGame);
report("engine.commands_per_s", engine.commandsPerS, "commands/s");
report("engine.games_per_s", engine.gamesPerS, "games/s");
const session = measure((seed) => playRandomGame(config, seed, ROUNDS).commands);
report("engine.session_commands_per_s", session.commandsPerS, "commands/s");
report("engine.session_games_per_s", session.gamesPerS, "games/s");
