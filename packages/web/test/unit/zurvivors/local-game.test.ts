import { zurvivors } from "@horda/zurvivors";
import { describe, expect, it } from "vitest";
import {
  botStep,
  botToMove,
  humansToMove,
  type LocalGame,
  play,
  startLocalGame,
} from "../../../src/zurvivors/game/local-game.ts";

function start(humans: string[], seed = "local"): LocalGame {
  const g = startLocalGame({ players: 4, humans, seed, botDelay: 0 });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

describe("a game played in the browser", () => {
  it("lets the bots play a whole game through the session, logging every command", () => {
    let game = start([]);
    for (let i = 0; i < 5000; i++) {
      const next = botStep(game);
      if (!next) break;
      if (!next.ok) throw new Error(next.error.message);
      game = next.value;
    }
    const status = zurvivors.status(game.session.state);
    expect(status.kind).toBe("finished");
    expect(botToMove(game)).toBeNull();
    expect(game.log.length).toBe(game.session.record.log.length);
    expect(game.log.every((e, i) => e.seq === i + 1 && e.bot)).toBe(true);
    expect(game.log.flatMap((e) => e.events).some((e) => e.type === "CardsRevealed")).toBe(true);
  });

  it("waits for the person: bots place, then only the person's placement is awaited", () => {
    let game = start(["p1"]);
    expect(humansToMove(game)).toEqual(["p1"]);
    for (let next = botStep(game); next?.ok; next = botStep(game)) game = next.value;
    expect(game.session.state.pending.map((d) => d.seat)).toEqual(["p1"]);
    expect(botToMove(game)).toBeNull();
    const [first] = zurvivors.legal(game.session.state, "p1");
    const after = play(game, "p1", first!);
    expect(after.ok).toBe(true);
    if (after.ok) expect(after.value.log.at(-1)?.events.some((e) => e.type === "CardsRevealed")).toBe(true);
  });

  it("refuses a command the seat may not send and leaves the game as it was", () => {
    const game = start(["p1"]);
    const notMine = game.session.state.players.p2!.hand[0]!;
    const refused = play(game, "p1", { type: "place", card: notMine });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe("card_not_in_hand");
    expect(game.log).toEqual([]);
  });
});
