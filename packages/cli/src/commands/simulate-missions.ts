import { availableParallelism } from "node:os";
import { missionSimContent, type ZombicideReport } from "@horda/bots";
import { simulateZombicide } from "@horda/bots/zombicide/node";
import type { MissionFile } from "@horda/content";
import type { Command } from "commander";
import { tileLibrary, zombicidePacks } from "../content-root.ts";
import { int } from "./int-option.ts";

/** One shipped mission as `horda simulate missions` lists it. */
type MissionRow =
  | {
      readonly pack: string;
      readonly mission: MissionFile;
      readonly survivor: ZombicideReport;
      readonly survivorGamesPerS: number;
      readonly random: ZombicideReport | null;
    }
  | { readonly pack: string; readonly mission: MissionFile; readonly failed: string };

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const rate = (r: ZombicideReport) =>
  `${pct(r.winRate)} (${pct(r.winRateInterval.low)}–${pct(r.winRateInterval.high)})`;
const rounds = (x: number | null) => (x === null ? "–" : x.toFixed(1));
/** Each goal's share of games, in the mission's order ("#1 95%, #2 0%"): a 0% shows where games get stuck. */
const goalsReached = (r: ZombicideReport) =>
  r.goalsReached.length === 0
    ? "–"
    : r.goalsReached.map((g) => `#${g.goal + 1} ${(g.share * 100).toFixed(0)}%`).join(", ");

/** Every mission of the content folder's Zombicide packs, once each, pack by pack (optionally only `packs`). */
function shippedMissions(packs: readonly string[]): { pack: string; mission: MissionFile }[] {
  const all = zombicidePacks();
  const unknown = packs.filter((p) => !Object.hasOwn(all, p));
  if (unknown.length > 0)
    throw new Error(`--pack: no pack "${unknown.join('", "')}" (known: ${Object.keys(all).join(", ")})`);
  const seen = new Set<string>();
  const out: { pack: string; mission: MissionFile }[] = [];
  for (const [pack, loaded] of Object.entries(all)) {
    if (packs.length > 0 && !packs.includes(pack)) continue;
    for (const mission of loaded.missions) {
      if (seen.has(mission.id)) continue;
      seen.add(mission.id);
      out.push({ pack, mission });
    }
  }
  return out;
}

/** The table's Markdown head: the survivor bot and the random bot side by side. */
export const TABLE_HEAD = [
  "| pack | mission | rules | tiles | survivor bot: win rate (95% interval) | random bot | rounds to win / lose | survivor bot: goals reached | commands a game | games/s |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
].join("\n");

/** One mission's Markdown row. */
export function tableRow(r: MissionRow): string {
  const name = `| ${r.pack} | ${r.mission.names.en ?? r.mission.id} (\`${r.mission.id}\`) | ${r.mission.ruleProfile} | ${r.mission.map.tiles.length} |`;
  if ("failed" in r) return `${name} not played: ${r.failed.replaceAll("|", "/")} | | | | | |`;
  const s = r.survivor;
  return `${name} ${rate(s)}, ${s.games} games | ${r.random ? `${rate(r.random)}, ${r.random.games} games` : "–"} | ${rounds(s.averageRounds.win)} / ${rounds(s.averageRounds.loss)} | ${goalsReached(s)} | ${s.commandsPerGame.toFixed(0)} | ${r.survivorGamesPerS.toFixed(1)} |`;
}

/**
 * `horda simulate missions`: every shipped Zombicide mission (or a pack's) played by the survivor bot and by the
 * random bot, one Markdown row each, so a designer sees at a glance which missions the bots find hard.
 */
export function registerSimulateMissions(simulate: Command): void {
  simulate
    .command("missions")
    .description("every shipped Zombicide mission played by the survivor bot and the random bot: one table")
    .option("--pack <ids>", "comma-separated pack ids (default: every Zombicide pack)")
    .option("--players <n>", "players (seats) at the table", int(1, 6), 2)
    .option("--games <n>", "survivor-bot games a mission", int(1, 10_000_000), 300)
    .option("--random-games <n>", "random-bot games a mission (0: none)", int(0, 10_000_000), 300)
    .option("--seed <text>", "seed; game i plays with seed:i", "horda-table")
    .option("--max-rounds <n>", "a game still going after this round counts as not won", int(1, 1000), 60)
    .option("--workers <n>", "worker threads (0: this thread)", int(0, 256), availableParallelism())
    .action(
      async (opts: {
        pack?: string;
        players: number;
        games: number;
        randomGames: number;
        seed: string;
        maxRounds: number;
        workers: number;
      }) => {
        let missions: { pack: string; mission: MissionFile }[];
        try {
          missions = shippedMissions(
            (opts.pack ?? "")
              .split(",")
              .map((p) => p.trim())
              .filter((p) => p !== ""),
          );
        } catch (e) {
          console.error((e as Error).message);
          process.exitCode = 2;
          return;
        }
        // The head at once and each row as its mission is played, so a long run shows its progress.
        console.log(TABLE_HEAD);
        for (const { pack, mission } of missions) {
          const content = missionSimContent(mission, zombicidePacks(), Object.fromEntries(tileLibrary()));
          const players = Math.min(Math.max(opts.players, mission.players.min), mission.players.max);
          const run = (bot: string, games: number) =>
            simulateZombicide({
              mission,
              content,
              players,
              games,
              bot,
              seed: opts.seed,
              maxRounds: opts.maxRounds,
              workers: opts.workers,
            });
          try {
            const survivor = await run("survivor", opts.games);
            const random = opts.randomGames > 0 ? (await run("random", opts.randomGames)).report : null;
            const survivorGamesPerS = (survivor.report.games / survivor.milliseconds) * 1000;
            console.log(tableRow({ pack, mission, survivor: survivor.report, survivorGamesPerS, random }));
          } catch (e) {
            // A mission the simulator cannot play is named in its row; the others are still measured.
            const why = (e as Error).message;
            console.log(tableRow({ pack, mission, failed: why }));
            console.error(`${mission.id}: ${why}`);
            process.exitCode = 1;
          }
        }
      },
    );
}
