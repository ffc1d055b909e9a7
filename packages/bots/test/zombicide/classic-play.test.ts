import { availableParallelism } from "node:os";
import { RngCursor, seedRng } from "@horda/table";
import { type ZombicideCommand, type ZombicideState, zombicide } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { actingSeats } from "../../src/zombicide/acting-seats.ts";
import { simulateZombicide } from "../../src/zombicide/simulate.ts";
import { survivorBot } from "../../src/zombicide/survivor-bot.ts";
import { shippedMissionConfig, shippedMissionSim } from "./content.ts";

/** Ranged commands the survivor bot picks in `games` games of a mission, with whether a friend stood in the target zone. */
function rangedShots(id: string, games: number): { friend: boolean }[] {
  const { config } = shippedMissionConfig(id);
  const bot = survivorBot();
  const shots: { friend: boolean }[] = [];
  for (let g = 0; g < games; g++) {
    const seed = `shots:${g}`;
    const set = zombicide.setup(config, seed);
    if (!set.ok) throw new Error(set.error.message);
    let state: ZombicideState = set.value;
    const rng = new RngCursor(seedRng(`bots:${seed}`));
    for (let n = 0; n < 2000 && zombicide.status(state).kind === "ongoing"; n++) {
      const seat = actingSeats(state).find((s) => zombicide.legal(state, s).length > 0);
      if (seat === undefined) break;
      const command: ZombicideCommand = bot.choose(state, seat, zombicide.legal(state, seat), rng);
      if (command.type === "ranged")
        shots.push({
          friend: state.survivors.some(
            (o) => o.id !== command.survivor && o.zone === command.zone && !o.eliminated && !o.escaped,
          ),
        });
      const applied = zombicide.apply(state, seat, command);
      if (!applied.ok) throw new Error(applied.error.message);
      state = applied.value.state;
    }
  }
  return shots;
}

describe("the survivor bot on the classic rules", () => {
  it("never shoots into a zone where a friend stands: Season 1 sends the hits to the survivors there first", () => {
    const shots = rangedShots("classic-first-steps", 12);
    expect(shots.length).toBeGreaterThan(20);
    expect(shots.filter((s) => s.friend)).toEqual([]);
  });

  it("plays 200 games of First steps to their end (a split short of miniatures once made a Zombie Phase endless)", async () => {
    const { mission, content } = shippedMissionSim("classic-first-steps");
    const { report } = await simulateZombicide({
      mission,
      content,
      players: 2,
      games: 200,
      seed: "horda-table",
      workers: availableParallelism(),
    });
    expect(report.games).toBe(200);
    expect(report.commandsPerGame).toBeGreaterThan(30);
  }, 240_000);
});
