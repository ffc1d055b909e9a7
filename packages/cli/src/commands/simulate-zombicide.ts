import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import {
  causeWords,
  ENGLISH_CAUSE_WORDS,
  ENGLISH_GOAL_WORDS,
  goalLabel,
  missionBoard,
  missionSimContent,
  ZOMBICIDE_BOTS,
  type ZombicideReport,
} from "@horda/bots";
import { htmlReport, simulateZombicide } from "@horda/bots/zombicide/node";
import { formatContentError, type MissionFile, parseMissionJson } from "@horda/content";
import type { Command } from "commander";
import { tileLibrary, zombicidePacks } from "../content-root.ts";
import { jsonSyntaxError } from "../validate/text-syntax.ts";
import { gamesBar } from "./games-bar.ts";
import { int } from "./int-option.ts";

/** A mission by id (any pack in the content folder) or a *.mission.json path. */
function findMission(ref: string): MissionFile {
  if (ref.endsWith(".json")) {
    if (!existsSync(ref)) throw new Error(`${ref}: not found`);
    const text = readFileSync(ref, "utf8");
    const syntax = jsonSyntaxError(ref, text);
    if (syntax) throw new Error(syntax);
    // As the loader reads it: an older schema version migrated, every problem named with its JSON path.
    const parsed = parseMissionJson(JSON.parse(text), ref);
    if (!parsed.ok) throw new Error(parsed.error.map(formatContentError).join("\n"));
    return parsed.value;
  }
  const all = Object.values(zombicidePacks()).flatMap((p) => p.missions);
  const found = all.find((m) => m.id === ref);
  if (!found) throw new Error(`--mission: no mission "${ref}" (known: ${all.map((m) => m.id).join(", ")})`);
  return found;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/**
 * The report as text: win rate with its interval, rounds, causes, goals reached, survivors, danger, spawns,
 * worst zones.
 */
export function formatZombicideReport(r: ZombicideReport): string {
  const worst = [...r.zones].sort((a, b) => b.wounds + 3 * b.deaths - (a.wounds + 3 * a.deaths)).slice(0, 5);
  return [
    `${r.mission} (${r.profile} rules): ${r.games} games, ${r.players} players (${r.team.join(", ")}), ${r.bot} bot, seed ${r.seed}`,
    ...r.warnings.map((w) => `WARNING: ${w}`),
    `win rate ${pct(r.winRate)} (95% interval ${pct(r.winRateInterval.low)}–${pct(r.winRateInterval.high)})`,
    `rounds: ${r.averageRounds.win?.toFixed(1) ?? "–"} to win, ${r.averageRounds.loss?.toFixed(1) ?? "–"} to lose`,
    "causes of loss:",
    ...r.causes.map((c) => `  ${pct(c.share).padStart(6)}  ${causeWords(c.cause, ENGLISH_CAUSE_WORDS)}`),
    ...(r.goalsReached.length === 0 ? [] : ["goals reached (share of games, average round):"]),
    ...r.goalsReached.map(
      (g) =>
        `  ${pct(g.share).padStart(6)}  ${(g.averageRound === null ? "–" : `round ${g.averageRound.toFixed(1)}`).padEnd(11)} ${goalLabel(r, g.goal, ENGLISH_GOAL_WORDS)}`,
    ),
    "survivors (wounds a game, eliminated):",
    ...r.survivors.map(
      (s) => `  ${s.survivor.padEnd(12)} ${s.woundsPerGame.toFixed(2).padStart(5)}  ${pct(s.deathRate)}`,
    ),
    `highest Danger Level: ${r.danger.map((d) => `${d.level} ${pct(d.share)}`).join(", ")}`,
    `zombies spawned a game: ${r.spawned.map((s) => `${s.zombie} ${s.perGame.toFixed(1)}`).join(", ")}`,
    `worst zones (wounds, eliminations): ${worst.map((z) => `${z.zone} ${z.wounds}/${z.deaths}`).join(", ")}`,
  ].join("\n");
}

/** `horda simulate zombicide --mission ID --players N --games 10000`: the Mission lab from the command line. */
export function registerSimulateZombicide(simulate: Command): void {
  simulate
    .command("zombicide")
    .description("Zombicide bot games of a mission on all cores: win rate, rounds, causes, wounds by zone")
    .requiredOption("--mission <id>", "a mission id of the content packs, or a *.mission.json file")
    .option("--players <n>", "players (seats) at the table", int(1, 6), 1)
    .option(
      "--survivors <ids>",
      "comma-separated survivor ids (default: the mission's offer, else the core team, else its boxes' survivors)",
    )
    .option("--games <n>", "how many games", int(1, 10_000_000), 1000)
    .option("--bot <name>", `the bot on every seat: ${Object.keys(ZOMBICIDE_BOTS).join(" or ")}`, "survivor")
    .option("--seed <text>", "seed; game i plays with seed:i", "horda-sim")
    .option("--max-rounds <n>", "a game still going after this round counts as not won", int(1, 1000), 60)
    .option("--workers <n>", "worker threads (0: this thread)", int(0, 256), availableParallelism())
    .option("--json <file>", "write the report as JSON")
    .option("--html <file>", "write a self-contained HTML report (plots and the board's heat map)")
    .option("--lang <lang>", "the HTML report's language: en or pt-BR", "en")
    .action(
      async (opts: {
        mission: string;
        players: number;
        survivors?: string;
        games: number;
        bot: string;
        seed: string;
        maxRounds: number;
        workers: number;
        json?: string;
        html?: string;
        lang: string;
      }) => {
        if (opts.lang !== "en" && opts.lang !== "pt-BR") {
          console.error(`--lang: expected en or pt-BR, got "${opts.lang}"`);
          process.exitCode = 2;
          return;
        }
        if (!(opts.bot in ZOMBICIDE_BOTS)) {
          console.error(`--bot: expected ${Object.keys(ZOMBICIDE_BOTS).join(" or ")}, got "${opts.bot}"`);
          process.exitCode = 2;
          return;
        }
        let mission: MissionFile;
        try {
          mission = findMission(opts.mission);
        } catch (e) {
          console.error((e as Error).message);
          process.exitCode = 2;
          return;
        }
        // The mission's own boxes and rule profile, dealt as a new game at the table deals them.
        const content = missionSimContent(mission, zombicidePacks(), Object.fromEntries(tileLibrary()));
        const survivors = opts.survivors
          ?.split(",")
          .map((s) => s.trim())
          .filter((s) => s !== "");
        const bar = gamesBar(opts.games);
        let result: Awaited<ReturnType<typeof simulateZombicide>>;
        try {
          result = await simulateZombicide({
            mission,
            content,
            players: opts.players,
            ...(survivors ? { survivors } : {}),
            games: opts.games,
            bot: opts.bot,
            seed: opts.seed,
            maxRounds: opts.maxRounds,
            workers: opts.workers,
            onProgress: (done) => bar.update(done),
          });
        } catch (e) {
          bar.stop();
          console.error((e as Error).message);
          process.exitCode = 1;
          return;
        }
        bar.stop();
        const { report, milliseconds } = result;
        console.log(formatZombicideReport(report));
        console.error(
          `${(milliseconds / 1000).toFixed(1)} s, ${((report.games / milliseconds) * 1000).toFixed(1)} games/s`,
        );
        if (opts.json) writeFileSync(opts.json, `${JSON.stringify(report, null, 2)}\n`);
        if (opts.html) {
          writeFileSync(
            opts.html,
            htmlReport(
              report,
              missionBoard(mission, content),
              mission.names[opts.lang] ?? mission.names.en,
              opts.lang,
            ),
          );
        }
      },
    );
}
