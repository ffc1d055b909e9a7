import { pendingFor, type RngCursor, type Seat } from "@horda/table";
import type { ZombicideCommand } from "@horda/zombicide";
import type { Bot } from "../zurvivors/bot.ts";
import { scoreAction, situation } from "./actions.ts";
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
      let best: ZombicideCommand[] = [];
      let bestScore = Number.NEGATIVE_INFINITY;
      for (const c of legal) {
        const score = scoreAction(sit, c);
        if (score > bestScore) [best, bestScore] = [[c], score];
        else if (score === bestScore) best.push(c);
      }
      return (
        (best.length === 1 ? best[0] : best[rng.int(0, best.length - 1)]) ?? (legal[0] as ZombicideCommand)
      );
    },
  };
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
