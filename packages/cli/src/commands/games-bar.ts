import cliProgress from "cli-progress";

/** The simulators' progress bar on stderr, counting `games`, already started (a dumb terminal gets a line now and then). */
export function gamesBar(games: number): cliProgress.SingleBar {
  const bar = new cliProgress.SingleBar(
    {
      format: "{bar} {value}/{total} games {percentage}% ETA {eta}s",
      stream: process.stderr,
      noTTYOutput: true,
      notTTYSchedule: 2000,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(games, 0);
  return bar;
}
