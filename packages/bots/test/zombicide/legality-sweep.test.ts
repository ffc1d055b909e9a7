import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { simulateZombicide } from "../../src/zombicide/simulate.ts";
import { CORE_MISSIONS, content, coreMission } from "./content.ts";

// The sweep: 2,000 survivor-bot games per core mission. HORDA_LEGALITY_GAMES changes the count
// (0 skips it) for a quick local run.
const GAMES = Number(process.env.HORDA_LEGALITY_GAMES ?? 2000);

/**
 * The simulator is the check: `playZombicide` throws when a bot sends a command `legal` did not list or the
 * engine refuses one it listed, and a worker that throws fails the whole run. The games run on every core
 * (worker threads), as the Mission lab does, so 8,000 games cost a few minutes of wall time, not an hour.
 */
describe.skipIf(GAMES <= 0)(`the survivor bot over ${GAMES} games of each core mission`, () => {
  for (const id of CORE_MISSIONS) {
    it(
      `sends only legal commands the engine accepts in ${GAMES} games of ${id}`,
      async () => {
        const { report, milliseconds } = await simulateZombicide({
          mission: coreMission(id),
          content,
          players: 2,
          games: GAMES,
          bot: "survivor",
          seed: "legal",
          workers: availableParallelism(),
        });
        expect(report.games).toBe(GAMES);
        // Every game was played to its end or its round limit, with real choices all along.
        expect(report.commandsPerGame).toBeGreaterThan(30);
        // The same games measure the bot (docs/bots.md): win rate, its interval and the time they took.
        const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
        console.info(
          `${id}: ${GAMES} games, ${Math.round(report.commandsPerGame * GAMES)} commands, all legal; win rate ` +
            `${pct(report.winRate)} (${pct(report.winRateInterval.low)}-${pct(report.winRateInterval.high)}), ` +
            `${(milliseconds / 1000).toFixed(0)} s`,
        );
      },
      // Generous for a loaded 2-core machine: about 0.1 s of CPU a game, several test files at once.
      600_000 + GAMES * 600,
    );
  }
});
