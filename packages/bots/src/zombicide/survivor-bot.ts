import { pendingFor, type RngCursor, type Seat } from "@horda/table";
import type { ZombicideCommand } from "@horda/zombicide";
import type { Bot } from "../zurvivors/bot.ts";
import { type LazyScore, lazyScore, type Situation, scoreAction, situation } from "./actions.ts";
import { answerDecision } from "./decisions.ts";
import type { BotSees } from "./sees.ts";

export type ZombicideBot = Bot<BotSees, ZombicideCommand>;

/**
 * The survivor bot: answers the seat's pending decision with its best answer (cards kept, hits and Friendly
 * Fire assigned, skills...), otherwise scores every legal command (take Objectives and escape as the
 * mission's goals say, fight with the best weapon weighing Friendly Fire, search, trade up, walk toward the
 * targets while keeping clear of zombies and close to the team) and plays the best, breaking ties with the
 * seeded `rng`. It reads only what a seat's view shows.
 */
export function survivorBot(): ZombicideBot {
  return {
    name: "survivor",
    choose(seen: BotSees, seat: Seat, legal: readonly ZombicideCommand[], rng: RngCursor): ZombicideCommand {
      const decision = pendingFor(seen, seat)[0];
      if (decision) return answerDecision(seen, decision, legal);
      const sit = situation(seen);
      const scores = scoreAll(sit, legal);
      let best: ZombicideCommand[] = [];
      let bestScore = Number.NEGATIVE_INFINITY;
      for (let k = 0; k < legal.length; k++) {
        const c = legal[k] as ZombicideCommand;
        const score = scores[k] as number;
        if (score > bestScore) [best, bestScore] = [[c], score];
        else if (score === bestScore) best.push(c);
      }
      return (
        (best.length === 1 ? best[0] : best[rng.int(0, best.length - 1)]) ?? (legal[0] as ZombicideCommand)
      );
    },
  };
}

/**
 * `scoreAction` of every command, in `legal`'s order, but NaN (never chosen) for a Move, skill Move or Drive whose
 * score is sure to be below the best: the other commands are scored first, then those (`lazyScore`) highest bound
 * first, each left as soon as it cannot reach the best score so far. A command left out scores below the best, so
 * the best commands and their order (the seeded tie-break) are the same as when every score is worked out.
 */
export function scoreAll(sit: Situation, legal: readonly ZombicideCommand[]): number[] {
  const scores = new Array<number>(legal.length);
  const lazy: { readonly k: number; readonly l: LazyScore }[] = [];
  let top = Number.NEGATIVE_INFINITY;
  for (let k = 0; k < legal.length; k++) {
    const c = legal[k] as ZombicideCommand;
    const l = lazyScore(sit, c);
    if (l) {
      lazy.push({ k, l });
      continue;
    }
    const score = scoreAction(sit, c);
    scores[k] = score;
    if (score > top) top = score;
  }
  lazy.sort((a, b) => b.l.bound - a.l.bound);
  for (const { k, l } of lazy) {
    const score = l.bound < top ? Number.NaN : l.score(top);
    scores[k] = score;
    if (score > top) top = score;
  }
  return scores;
}

/** Uniform among the legal commands (the baseline the survivor bot is measured against). */
export function randomZombicideBot(): ZombicideBot {
  return {
    name: "random",
    choose: (_seen, _seat, legal, rng) => legal[rng.int(0, legal.length - 1)] as ZombicideCommand,
  };
}

export const ZOMBICIDE_BOTS = {
  survivor: survivorBot,
  random: randomZombicideBot,
} as const;

export type ZombicideBotName = keyof typeof ZOMBICIDE_BOTS;

export function zombicideBot(name: string): ZombicideBot {
  const make = ZOMBICIDE_BOTS[name as ZombicideBotName];
  if (!make) throw new Error(`unknown bot "${name}": expected ${Object.keys(ZOMBICIDE_BOTS).join(" or ")}`);
  return make();
}
