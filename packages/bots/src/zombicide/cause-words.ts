/**
 * A loss's cause in the player's words. The tally keeps the engine's cause (a rule reference such as
 * "core-2e §8 a survivor eliminated" or a lose condition such as "roundLimit 16", so the counts do not depend
 * on a language); the charts and reports say it with these templates, `{name}` filled from the cause.
 */
export interface CauseWords {
  readonly eliminated: string;
  readonly survivorsEliminated: string;
  readonly roundLimit: string;
  readonly counter: string;
  readonly nobodyLeft: string;
  readonly missionRule: string;
  readonly unfinished: string;
  readonly commandLimit: string;
  readonly stuck: string;
}

export const ENGLISH_CAUSE_WORDS: CauseWords = {
  eliminated: "A survivor was eliminated",
  survivorsEliminated: "{count} survivors eliminated",
  roundLimit: "Round {round} ended before the goals were met",
  counter: "The {counter} counter reached {value}",
  nobodyLeft: "No survivor left on the board to finish",
  missionRule: "The mission's rule “{rule}” ended the game",
  unfinished: "Still going after round {round}",
  commandLimit: "Stopped after {commands} commands with no end",
  stuck: "No seat could act",
};

export const PORTUGUESE_CAUSE_WORDS: CauseWords = {
  eliminated: "Um sobrevivente foi eliminado",
  survivorsEliminated: "{count} sobreviventes eliminados",
  roundLimit: "A rodada {round} terminou antes dos objetivos",
  counter: "O contador {counter} chegou a {value}",
  nobodyLeft: "Nenhum sobrevivente restou no tabuleiro para terminar",
  missionRule: "A regra da missão “{rule}” encerrou a partida",
  unfinished: "Ainda em jogo após a rodada {round}",
  commandLimit: "Interrompida após {commands} comandos sem fim",
  stuck: "Nenhum lugar podia agir",
};

/** A word template with its `{name}` places filled (a name with no value stays as written). */
export const fill = (template: string, values: Readonly<Record<string, string | number>>) =>
  template.replace(/\{(\w+)\}/g, (all, key: string) => String(values[key] ?? all));

// The causes `playZombicide` records (after `causeLabel`), most specific first.
const PATTERNS: readonly [RegExp, keyof CauseWords, readonly string[]][] = [
  [/§8 a survivor eliminated$|^a survivor was eliminated/, "eliminated", []],
  [/^survivorsEliminated (\d+)$/, "survivorsEliminated", ["count"]],
  [/^roundLimit (\d+)$/, "roundLimit", ["round"]],
  [/^counter (\S+) (\d+)$/, "counter", ["counter", "value"]],
  [/^no survivor left on the board/, "nobodyLeft", []],
  [/^mission [^:]+: special rule "(.*)"$/, "missionRule", ["rule"]],
  [/^still going after round (\d+)$/, "unfinished", ["round"]],
  [/^stopped after (\d+) commands$/, "commandLimit", ["commands"]],
  [/^no seat could act$/, "stuck", []],
];

/** The cause in words; a cause no template knows is shown as recorded. */
export function causeWords(cause: string, words: CauseWords): string {
  for (const [pattern, key, names] of PATTERNS) {
    const m = pattern.exec(cause);
    if (!m) continue;
    const values: Record<string, string> = {};
    names.forEach((name, i) => {
      values[name] = (m[i + 1] ?? "").replace(/[-_]+/g, " ");
    });
    return fill(words[key], values);
  }
  return cause;
}
