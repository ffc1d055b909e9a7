import { availableParallelism } from "node:os";
import { type SimReport, simulateZurvivors } from "@horda/bots";
import type { Command } from "commander";
import { gamesBar } from "./games-bar.ts";
import { int } from "./int-option.ts";
import { registerSimulateMissions } from "./simulate-missions.ts";
import { registerSimulateZombicide } from "./simulate-zombicide.ts";

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The report as text: win rates by seat and by survivor, outcomes, speed. */
export function formatReport(r: SimReport): string {
  const lines = [
    `${r.games} games, ${r.players} players, ${r.bot} bots, ${(r.milliseconds / 1000).toFixed(1)} s`,
    "win rate by seat (p1 starts):",
    ...Object.entries(r.winRateBySeat)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([seat, rate]) => `  ${seat.padEnd(10)} ${pct(rate)}`),
    "win rate by survivor:",
    ...Object.entries(r.winRateBySurvivor)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([s, rate]) => `  ${s.padEnd(10)} ${pct(rate)}`),
    "how games ended:",
    ...Object.entries(r.outcomes).map(([o, n]) => `  ${o.padEnd(10)} ${pct(n / Math.max(1, r.games))}`),
    `average ${r.averageRounds.toFixed(2)} rounds, ${r.averageCommands.toFixed(0)} commands a game`,
  ];
  return lines.join("\n");
}

/** `horda simulate zurvivors --players 4 --games 10000`: bot games on every core, with a progress bar. */
export function registerSimulate(program: Command): void {
  const simulate = program.command("simulate").description("run bot games and report win rates");
  registerSimulateZombicide(simulate);
  registerSimulateMissions(simulate);
  simulate
    .command("zurvivors")
    .description("Zurvivors bot games on all cores; prints win rates by seat and by survivor")
    .option("--players <n>", "players per game (3-6)", int(3, 6), 4)
    .option("--games <n>", "how many games", int(1, 10_000_000), 1000)
    .option("--bot <kind>", "heuristic or random", "heuristic")
    .option("--seed <text>", "seed of the first game", "horda-sim")
    .option("--workers <n>", "worker threads (0: this thread)", int(0, 256), availableParallelism())
    .option("--json", "print the report as JSON")
    .action(
      async (opts: {
        players: number;
        games: number;
        bot: string;
        seed: string;
        workers: number;
        json?: boolean;
      }) => {
        if (opts.bot !== "heuristic" && opts.bot !== "random") {
          console.error(`--bot: expected heuristic or random, got "${opts.bot}"`);
          process.exitCode = 2;
          return;
        }
        const bar = gamesBar(opts.games);
        const report = await simulateZurvivors({
          players: opts.players,
          games: opts.games,
          seed: opts.seed,
          bot: opts.bot,
          workers: opts.workers,
          onProgress: (done) => bar.update(done),
        });
        bar.stop();
        console.log(
          opts.json ? JSON.stringify({ ...report, tally: undefined }, null, 2) : formatReport(report),
        );
      },
    );
}
