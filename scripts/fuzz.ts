// npm run fuzz: random legal games of the core missions with biased casts, checked after every command
// (docs/fuzzing.md). HORDA_FUZZ_SECONDS bounds the run (default 30), HORDA_FUZZ_SEED names it (default
// "fuzz"), HORDA_FUZZ_GAME plays one game again by its seed. Exits 1 when a game breaks a check.
import {
  type FuzzGameResult,
  formatFailure,
  fuzz,
  fuzzConfig,
  fuzzGame,
} from "../packages/zombicide/test/support/fuzz.ts";

const one = process.env.HORDA_FUZZ_GAME;
if (one) {
  const result = fuzzGame(one);
  console.log(`game ${one}: ${fuzzConfig(one).description}`);
  console.log(`${result.commands} commands, ${result.outcome}`);
  if (result.failure) console.log(formatFailure(result.failure));
  process.exit(result.failure ? 1 : 0);
}

const seconds = Number(process.env.HORDA_FUZZ_SECONDS ?? 30);
const seed = process.env.HORDA_FUZZ_SEED ?? "fuzz";
if (!Number.isFinite(seconds) || seconds <= 0) {
  console.error(
    `HORDA_FUZZ_SECONDS must be a positive number of seconds, not "${process.env.HORDA_FUZZ_SECONDS}"`,
  );
  process.exit(2);
}
console.log(`fuzzing for ${seconds}s with seed "${seed}"`);
let lastLine = Date.now();
const report = fuzz({
  seconds,
  seed,
  onGame: (r: FuzzGameResult, i: number) => {
    if (r.failure) console.log(formatFailure(r.failure));
    if (Date.now() - lastLine > 60_000) {
      lastLine = Date.now();
      console.log(`  ... ${i + 1} games`);
    }
  },
});
const outcomes = Object.entries(report.outcomes)
  .map(([k, n]) => `${k} ${n}`)
  .join(", ");
console.log(
  `FUZZ ${report.games} games, ${report.commands} commands, ${report.failures.length} failing games in ${report.seconds.toFixed(0)}s (${outcomes})`,
);
process.exit(report.failures.length > 0 ? 1 : 0);
