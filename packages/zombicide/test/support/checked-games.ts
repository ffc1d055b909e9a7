import { type ZombicideConfig, zombicide } from "@horda/zombicide";
import { cardsConserved, expectReplaysSame } from "./game-checks.ts";
import { type GameHooks, playRandomGame } from "./mission-games.ts";

/** The loop every property test runs: random games, each checked the same way, counted by how they stopped. */

/** One game of a property test: its config, its seed, and the test's own hooks. */
export interface CheckedGame {
  readonly config: ZombicideConfig;
  readonly seed: string;
  readonly hooks?: GameHooks;
}

type GameSession = ReturnType<typeof playRandomGame>["session"];

/** How the games stopped: won or lost, still going when the rounds ran out, or with no legal command left. */
export interface GameOutcomes {
  ended: number;
  capped: number;
  stalled: number;
}

/**
 * Plays `count` random legal games of up to `rounds` rounds (`game(g)` for the g-th), each with the checks every
 * property test makes: cards conserved on every state (before the hooks' own checks) and the record replaying
 * byte for byte. `after` sees each game's last session.
 */
export function playCheckedGames(
  count: number,
  rounds: number,
  game: (g: number) => CheckedGame,
  after?: (session: GameSession, g: number) => void,
): GameOutcomes {
  const outcomes: GameOutcomes = { ended: 0, capped: 0, stalled: 0 };
  for (let g = 0; g < count; g++) {
    const { config, seed, hooks = {} } = game(g);
    const conserved = cardsConserved();
    const played = playRandomGame(config, seed, rounds, {
      ...hooks,
      onState: (state, step) => {
        conserved(state);
        hooks.onState?.(state, step);
      },
    });
    const { session } = played;
    if (zombicide.status(session.state).kind === "finished") outcomes.ended++;
    else if (session.state.turn.round > rounds) outcomes.capped++;
    else outcomes.stalled++;
    expectReplaysSame(played);
    after?.(session, g);
  }
  return outcomes;
}
